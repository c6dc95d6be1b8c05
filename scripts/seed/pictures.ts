/**
 * The seed's pictures, painted as SVG: a profile picture (initials on a coloured disc), a cover
 * (a row of dishes on a gradient) and service photos (one dish seen from above on a table).
 * Flat shapes and a few gradients, so that the WebP files stay small (encode.ts).
 */
import { DISH_PAINTERS, type Dish } from './dishes';
import type { Palette } from './palettes';
import { between, hashSeed, prng, type Random } from './random';
import { mix, shade, Sketch } from './svg';
import { cutlery, napkin, shadow, strewnLeaves } from './tableware';

/** Each picture's size in pixels, at most IMAGE_VARIANTS.large.maxSide on its longest side. */
export const PICTURE_SIZES = {
  profile: { width: 256, height: 256 },
  cover: { width: 1200, height: 400 },
  photo: { width: 640, height: 480 },
} as const;

/** The first letter of each name, in capitals, accents kept (as the app writes initials). */
export function initialsOf(...names: string[]): string {
  return names.map((name) => /\p{L}/u.exec(name)?.[0]?.toUpperCase() ?? '').join('');
}

/** A table top under the dish: gingham, wooden planks or plain linen. */
function table(s: Sketch, random: Random, palette: Palette): void {
  const { width, height } = s;
  const kind = Math.floor(random() * 3);
  if (kind === 0) {
    s.rect(0, 0, width, height, [250, 246, 238]);
    const band = width / 16;
    for (let x = 0; x < width; x += band * 2) s.rect(x, 0, band, height, palette.cloth, { opacity: 0.28 });
    for (let y = 0; y < height; y += band * 2) s.rect(0, y, width, band, palette.cloth, { opacity: 0.28 });
  } else if (kind === 1) {
    const plank = width / 6;
    for (let x = 0; x < width; x += plank) {
      const tone = shade([170, 120, 78], (random() - 0.5) * 0.16);
      s.rect(x, 0, plank, height, tone);
      s.line([x + plank * between(random, 0.2, 0.8), 0], [x + plank * between(random, 0.2, 0.8), height], width / 320, shade(tone, -0.12), {
        opacity: 0.6,
      });
      s.rect(x, 0, width / 320, height, shade(tone, -0.3));
    }
  } else {
    s.rect(
      0,
      0,
      width,
      height,
      s.linearGradient(
        [
          [0, mix(palette.from, [255, 255, 255], 0.4)],
          [1, palette.from],
        ],
        0,
        0,
        0,
        1,
      ),
    );
  }
}

/** A service photo: one dish on a table, with a napkin, cutlery and a few herbs. */
export function paintServicePhoto(seed: string, dish: Dish, palette: Palette): Sketch {
  const random = prng(hashSeed(`photo:${seed}`));
  const { width, height } = PICTURE_SIZES.photo;
  const unit = width / 640;
  const s = new Sketch(width, height);
  table(s, random, palette);
  napkin(s, 80 * unit, 390 * unit, 170 * unit, 220 * unit, 0.12, palette.accent);
  cutlery(s, 540 * unit, 100 * unit, 290 * unit);
  strewnLeaves(s, random, 6, 20 * unit, 20 * unit, 600 * unit, 440 * unit, 10 * unit);
  DISH_PAINTERS[dish](s, 300 * unit, 245 * unit, 185 * unit, random, palette);
  return s;
}

/** A cover: a few dishes in a row over the Kooker's gradient. */
export function paintCover(seed: string, dishes: readonly Dish[], palette: Palette): Sketch {
  const random = prng(hashSeed(`cover:${seed}`));
  const { width, height } = PICTURE_SIZES.cover;
  const s = new Sketch(width, height);
  s.rect(
    0,
    0,
    width,
    height,
    s.linearGradient([
      [0, palette.from],
      [1, palette.to],
    ]),
  );
  s.rect(0, height * 0.78, width, height * 0.22, [255, 255, 255], { opacity: 0.18 });
  const row = dishes.length > 0 ? dishes.slice(0, 4) : (['tart'] as const);
  const gap = width / (row.length + 1);
  strewnLeaves(s, random, 14, 0, 0, width, height, 12);
  // Plates as large as the height allows, without touching their neighbours.
  const radius = Math.min(140, gap * 0.45);
  row.forEach((dish, index) => DISH_PAINTERS[dish](s, gap * (index + 1), height / 2 + (index % 2 ? 12 : -12), radius, random, palette));
  return s;
}

/** A chef's hat, centred on (cx, cy). */
function toque(s: Sketch, cx: number, cy: number, size: number): void {
  const white = [255, 255, 255] as const;
  s.rect(cx - size * 0.4, cy - size * 0.1, size * 0.8, size * 0.5, white, {}, size * 0.05);
  for (const [dx, dy, r] of [
    [-0.38, -0.2, 0.3],
    [0.38, -0.2, 0.3],
    [0, -0.36, 0.38],
  ] as const)
    s.circle(cx + dx * size, cy + dy * size, r * size, white);
  s.rect(cx - size * 0.4, cy + size * 0.25, size * 0.8, size * 0.05, [0, 0, 0], { opacity: 0.12 });
}

/** A profile picture: the Kooker's initials on a disc, or a chef's hat without initials. */
export function paintProfile(seed: string, initials: string, palette: Palette): Sketch {
  const random = prng(hashSeed(`profile:${seed}`));
  const { width, height } = PICTURE_SIZES.profile;
  const [cx, cy] = [width / 2, height / 2];
  const s = new Sketch(width, height);
  const tilt = random() * 0.2;
  s.rect(
    0,
    0,
    width,
    height,
    s.linearGradient(
      [
        [0, palette.from],
        [1, palette.to],
      ],
      0,
      0,
      1 - tilt,
      1,
    ),
  );
  shadow(s, cx, cy, 104, 104, 0.2);
  s.circle(
    cx,
    cy,
    104,
    s.radialGradient(
      [
        [0.6, palette.accent],
        [1, shade(palette.accent, -0.12)],
      ],
      0.45,
      0.4,
    ),
  );
  s.circle(cx, cy, 94, 'none', { stroke: [255, 255, 255], strokeWidth: 3, opacity: 0.5 });
  if (initials) s.text(initials, cx, cy, initials.length > 2 ? 70 : 96, [255, 255, 255]);
  else toque(s, cx, cy + 10, 110);
  return s;
}
