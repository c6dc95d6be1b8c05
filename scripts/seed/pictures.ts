/**
 * Food pictures for the seed data, painted with png.ts: a profile picture (initials on a
 * coloured disc), a cover (a row of dishes on a gradient) and service photos (one dish seen from
 * above on a table). Flat shapes and gradients only, so the PNG files stay small.
 */
import { Canvas, type Color, drawText, hashSeed, mix, prng, shade } from './png';

export const DISHES = ['pasta', 'sushi', 'cake', 'tart', 'bread', 'salad', 'soup', 'macarons', 'stew', 'pizza', 'bowl', 'crepes', 'rolls', 'burger'] as const;
export type Dish = (typeof DISHES)[number];

export const PICTURE_SIZES = {
  profile: { width: 256, height: 256 },
  cover: { width: 1200, height: 400 },
  photo: { width: 640, height: 480 },
} as const;

export interface Palette {
  /** Gradient of covers and profile backgrounds. */
  from: Color;
  to: Color;
  /** Profile disc, napkins, bowls. */
  accent: Color;
  /** Table cloth of service photos. */
  cloth: Color;
}

export const PALETTES: readonly Palette[] = [
  { from: [253, 230, 200], to: [240, 160, 110], accent: [196, 84, 52], cloth: [230, 90, 70] },
  { from: [226, 240, 214], to: [150, 190, 120], accent: [74, 124, 68], cloth: [90, 150, 90] },
  { from: [250, 226, 232], to: [226, 140, 160], accent: [170, 60, 90], cloth: [210, 100, 130] },
  { from: [222, 236, 246], to: [120, 170, 210], accent: [46, 96, 150], cloth: [70, 120, 190] },
  { from: [255, 242, 200], to: [240, 190, 80], accent: [180, 120, 30], cloth: [220, 160, 40] },
  { from: [236, 226, 246], to: [170, 140, 210], accent: [100, 70, 150], cloth: [130, 100, 180] },
  { from: [214, 240, 236], to: [100, 180, 170], accent: [30, 120, 110], cloth: [40, 150, 140] },
  { from: [244, 232, 220], to: [190, 150, 120], accent: [120, 80, 50], cloth: [160, 110, 80] },
];

export const paletteOf = (index: number): Palette => PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length] ?? (PALETTES[0] as Palette);

const WHITE: Color = [250, 248, 243];
const GREENS: readonly Color[] = [
  [92, 160, 70],
  [120, 180, 80],
  [60, 130, 60],
  [150, 196, 100],
];

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

/** A point at a random spot of a disc (uniform over the area). */
function inDisc(random: Random, cx: number, cy: number, radius: number): [number, number] {
  const angle = random() * Math.PI * 2;
  const distance = Math.sqrt(random()) * radius;
  return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance];
}

function plate(c: Canvas, cx: number, cy: number, r: number, color: Color = WHITE): void {
  c.fillCircle(cx + r * 0.04, cy + r * 0.06, r, [0, 0, 0], 0.16);
  c.fillCircle(cx, cy, r, color);
  c.fillRing(cx, cy, r * 0.78, r * 0.75, shade(color, -0.08));
  c.fillCircle(cx, cy, r * 0.75, shade(color, -0.02));
}

function bowl(c: Canvas, cx: number, cy: number, r: number, rim: Color, inside: Color): void {
  c.fillCircle(cx + r * 0.05, cy + r * 0.07, r, [0, 0, 0], 0.18);
  c.fillCircle(cx, cy, r, rim);
  c.fillCircle(cx, cy, r * 0.86, shade(rim, 0.25));
  c.fillCircle(cx, cy, r * 0.8, inside);
}

function leaf(c: Canvas, x: number, y: number, size: number, angle: number, color: Color): void {
  c.fillEllipse(x, y, size, size * 0.45, angle, color);
  c.line([x - Math.cos(angle) * size * 0.8, y - Math.sin(angle) * size * 0.8], [x + Math.cos(angle) * size * 0.8, y + Math.sin(angle) * size * 0.8], Math.max(1, size * 0.08), shade(color, -0.25), 0.6);
}

function tomato(c: Canvas, x: number, y: number, size: number): void {
  c.fillCircle(x, y, size, [214, 48, 40]);
  c.fillCircle(x - size * 0.3, y - size * 0.3, size * 0.3, [255, 255, 255], 0.35);
}

const painters: Record<Dish, (c: Canvas, cx: number, cy: number, r: number, random: Random, palette: Palette) => void> = {
  pasta(c, cx, cy, r, random) {
    plate(c, cx, cy, r);
    for (let i = 0; i < 38; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.3);
      const size = between(random, r * 0.12, r * 0.3);
      c.fillRing(x, y, size, size - Math.max(2, r * 0.025), pick(random, [[240, 204, 110], [232, 190, 90], [248, 216, 130]] as const));
    }
    c.fillCircle(cx, cy, r * 0.2, [200, 50, 36], 0.92);
    for (let i = 0; i < 6; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.14), r * 0.04, [226, 86, 60]);
    for (let i = 0; i < 3; i++) leaf(c, ...inDisc(random, cx, cy, r * 0.2), r * 0.08, random() * Math.PI, pick(random, GREENS));
    for (let i = 0; i < 30; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.45), r * 0.012, [250, 240, 200]);
  },
  sushi(c, cx, cy, r, random) {
    plate(c, cx, cy, r, [48, 50, 54]);
    const fillings: readonly Color[] = [[250, 128, 90], [120, 180, 90], [200, 50, 60]];
    for (let i = 0; i < 6; i++) {
      const angle = (i / 6) * Math.PI * 2 + 0.3;
      const x = cx + Math.cos(angle) * r * 0.45;
      const y = cy + Math.sin(angle) * r * 0.45;
      c.fillCircle(x, y, r * 0.15, [28, 44, 34]);
      c.fillCircle(x, y, r * 0.125, [246, 244, 236]);
      c.fillCircle(x, y, r * 0.055, pick(random, fillings));
    }
    for (let i = -1; i <= 1; i++) {
      c.fillEllipse(cx + i * r * 0.1, cy + i * r * 0.16, r * 0.2, r * 0.09, -0.5, [246, 244, 236]);
      c.fillEllipse(cx + i * r * 0.1, cy + i * r * 0.16 - r * 0.03, r * 0.21, r * 0.08, -0.5, [250, 130, 92]);
      c.line([cx + i * r * 0.1 - r * 0.08, cy + i * r * 0.16 - r * 0.01], [cx + i * r * 0.1 + r * 0.02, cy + i * r * 0.16 - r * 0.09], r * 0.012, [255, 220, 200], 0.8);
    }
    c.line([cx + r * 0.9, cy - r * 0.7], [cx + r * 0.2, cy + r * 0.95], r * 0.035, [170, 120, 70]);
    c.line([cx + r * 1.0, cy - r * 0.6], [cx + r * 0.3, cy + r * 1.0], r * 0.035, [170, 120, 70]);
  },
  cake(c, cx, cy, r, random) {
    plate(c, cx, cy, r);
    const sponge = pick(random, [[110, 64, 42], [238, 176, 186], [250, 232, 196]] as const);
    c.fillCircle(cx, cy, r * 0.68, shade(sponge, -0.1));
    c.fillCircle(cx, cy, r * 0.64, sponge);
    for (let i = 0; i < 16; i++) {
      const angle = (i / 16) * Math.PI * 2;
      c.fillCircle(cx + Math.cos(angle) * r * 0.56, cy + Math.sin(angle) * r * 0.56, r * 0.055, WHITE);
    }
    for (let i = 0; i < 7; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.3);
      c.fillEllipse(x, y, r * 0.09, r * 0.07, random() * Math.PI, [208, 40, 52]);
      c.fillEllipse(x, y - r * 0.06, r * 0.04, r * 0.02, 0, [80, 150, 60]);
    }
  },
  tart(c, cx, cy, r, random) {
    plate(c, cx, cy, r);
    c.fillCircle(cx, cy, r * 0.7, [214, 160, 92]);
    for (let i = 0; i < 24; i++) {
      const angle = (i / 24) * Math.PI * 2;
      c.fillCircle(cx + Math.cos(angle) * r * 0.66, cy + Math.sin(angle) * r * 0.66, r * 0.05, [226, 176, 104]);
    }
    const filling = pick(random, [[248, 222, 110], [236, 200, 130], [150, 60, 90]] as const);
    c.fillCircle(cx, cy, r * 0.58, filling);
    for (const ring of [0.45, 0.28]) {
      const count = Math.round(ring * 40);
      for (let i = 0; i < count; i++) {
        const angle = (i / count) * Math.PI * 2;
        c.fillEllipse(cx + Math.cos(angle) * r * ring, cy + Math.sin(angle) * r * ring, r * 0.1, r * 0.04, angle + 1.2, shade(filling, -0.15));
      }
    }
    c.fillCircle(cx, cy, r * 0.1, [200, 40, 50]);
  },
  bread(c, cx, cy, r, random) {
    c.fillEllipse(cx + r * 0.05, cy + r * 0.07, r * 1.05, r * 0.8, 0, [0, 0, 0], 0.16);
    c.fillEllipse(cx, cy, r * 1.05, r * 0.8, 0, [176, 124, 78]);
    c.fillEllipse(cx, cy, r * 0.98, r * 0.74, 0, [196, 144, 96]);
    const crust: Color = [200, 140, 70];
    c.fillEllipse(cx - r * 0.1, cy - r * 0.25, r * 0.85, r * 0.16, -0.25, crust);
    for (let i = -2; i <= 2; i++) {
      c.fillEllipse(cx - r * 0.1 + i * r * 0.28, cy - r * 0.25 - i * r * 0.07, r * 0.11, r * 0.04, -0.9, [232, 196, 140]);
    }
    c.fillCircle(cx + r * 0.3, cy + r * 0.25, r * 0.36, [186, 124, 62]);
    c.line([cx + r * 0.1, cy + r * 0.25], [cx + r * 0.5, cy + r * 0.25], r * 0.04, [232, 200, 150]);
    c.line([cx + r * 0.3, cy + r * 0.05], [cx + r * 0.3, cy + r * 0.45], r * 0.04, [232, 200, 150]);
    for (let i = 0; i < 40; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.8), r * 0.012, [255, 255, 255], 0.5);
  },
  salad(c, cx, cy, r, random, palette) {
    bowl(c, cx, cy, r, palette.accent, [236, 240, 220]);
    for (let i = 0; i < 45; i++) leaf(c, ...inDisc(random, cx, cy, r * 0.62), between(random, r * 0.1, r * 0.18), random() * Math.PI, pick(random, GREENS));
    for (let i = 0; i < 7; i++) tomato(c, ...inDisc(random, cx, cy, r * 0.55), r * 0.07);
    for (let i = 0; i < 6; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.55);
      c.fillRect(x, y, r * 0.08, r * 0.08, [248, 246, 236]);
    }
    for (let i = 0; i < 5; i++) c.fillEllipse(...inDisc(random, cx, cy, r * 0.55), r * 0.05, r * 0.035, random() * Math.PI, [60, 40, 60]);
  },
  soup(c, cx, cy, r, random, palette) {
    const soup = pick(random, [[232, 140, 60], [140, 176, 80], [200, 80, 60], [236, 210, 150]] as const);
    bowl(c, cx, cy, r, palette.accent, soup);
    c.fillRing(cx - r * 0.05, cy, r * 0.3, r * 0.26, [255, 250, 240], 0.85);
    c.fillRing(cx + r * 0.05, cy + r * 0.03, r * 0.18, r * 0.15, [255, 250, 240], 0.85);
    for (let i = 0; i < 8; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.6);
      c.fillRect(x, y, r * 0.07, r * 0.07, [214, 170, 96]);
    }
    for (let i = 0; i < 30; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.65), r * 0.015, [60, 120, 50]);
  },
  macarons(c, cx, cy, r, random) {
    plate(c, cx, cy, r);
    const colors: readonly Color[] = [[246, 180, 196], [190, 220, 150], [250, 220, 120], [170, 120, 90], [200, 180, 230], [250, 170, 120]];
    for (let row = -1; row <= 1; row++) {
      const count = row === 0 ? 4 : 3;
      for (let i = 0; i < count; i++) {
        const x = cx + (i - (count - 1) / 2) * r * 0.36;
        const y = cy + row * r * 0.33;
        const color = pick(random, colors);
        c.fillCircle(x + r * 0.02, y + r * 0.03, r * 0.15, [0, 0, 0], 0.12);
        c.fillCircle(x, y, r * 0.15, shade(color, -0.12));
        c.fillCircle(x, y, r * 0.13, color);
        c.fillCircle(x - r * 0.04, y - r * 0.04, r * 0.04, [255, 255, 255], 0.4);
      }
    }
  },
  stew(c, cx, cy, r, random) {
    plate(c, cx, cy, r);
    c.fillCircle(cx, cy, r * 0.62, [236, 206, 132]);
    for (let i = 0; i < 90; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.6), r * 0.012, [214, 180, 100]);
    for (let i = 0; i < 7; i++) c.fillEllipse(...inDisc(random, cx, cy, r * 0.4), r * 0.12, r * 0.045, random() * Math.PI, [236, 120, 40]);
    for (let i = 0; i < 6; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.4);
      c.fillCircle(x, y, r * 0.07, [80, 130, 60]);
      c.fillCircle(x, y, r * 0.05, [200, 220, 150]);
    }
    for (let i = 0; i < 10; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.45), r * 0.035, [226, 196, 140]);
    for (let i = 0; i < 4; i++) c.fillEllipse(...inDisc(random, cx, cy, r * 0.3), r * 0.1, r * 0.07, random() * Math.PI, [120, 66, 40]);
  },
  pizza(c, cx, cy, r, random) {
    c.fillCircle(cx + r * 0.04, cy + r * 0.06, r * 0.95, [0, 0, 0], 0.16);
    c.fillCircle(cx, cy, r * 0.95, [186, 140, 96]);
    c.fillCircle(cx, cy, r * 0.85, [222, 164, 96]);
    c.fillCircle(cx, cy, r * 0.75, [196, 52, 36]);
    for (let i = 0; i < 9; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.58), between(random, r * 0.07, r * 0.12), [250, 244, 226]);
    for (let i = 0; i < 5; i++) leaf(c, ...inDisc(random, cx, cy, r * 0.55), r * 0.07, random() * Math.PI, [60, 130, 60]);
    for (let i = 0; i < 4; i++) {
      const angle = (i / 4) * Math.PI + 0.2;
      c.line([cx - Math.cos(angle) * r * 0.85, cy - Math.sin(angle) * r * 0.85], [cx + Math.cos(angle) * r * 0.85, cy + Math.sin(angle) * r * 0.85], 2, [90, 40, 20], 0.3);
    }
  },
  bowl(c, cx, cy, r, random, palette) {
    bowl(c, cx, cy, r, palette.accent, [246, 244, 236]);
    for (let i = 0; i < 5; i++) c.fillEllipse(cx - r * 0.35 + i * r * 0.04, cy - r * 0.2 + i * r * 0.1, r * 0.18, r * 0.06, -0.6, i % 2 ? [110, 160, 70] : [170, 210, 110]);
    for (let i = 0; i < 6; i++) c.fillRect(cx + r * 0.1 + (i % 3) * r * 0.14, cy - r * 0.35 + Math.floor(i / 3) * r * 0.14, r * 0.12, r * 0.12, [250, 130, 90]);
    for (let i = 0; i < 9; i++) c.fillCircle(...inDisc(random, cx + r * 0.25, cy + r * 0.3, r * 0.15), r * 0.045, [120, 180, 80]);
    for (let i = 0; i < 6; i++) c.fillEllipse(...inDisc(random, cx - r * 0.25, cy + r * 0.35, r * 0.12), r * 0.09, r * 0.025, random() * Math.PI, [140, 60, 120]);
    for (let i = 0; i < 40; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.6), r * 0.01, [40, 40, 40]);
  },
  crepes(c, cx, cy, r, random) {
    plate(c, cx, cy, r);
    c.fillCircle(cx, cy, r * 0.66, [214, 160, 90]);
    c.fillCircle(cx, cy, r * 0.62, [236, 190, 120]);
    for (let i = 0; i < 40; i++) c.fillCircle(...inDisc(random, cx, cy, r * 0.58), between(random, r * 0.01, r * 0.035), [190, 130, 60], 0.5);
    for (let i = 0; i < 3; i++) {
      const y = cy - r * 0.25 + i * r * 0.25;
      c.line([cx - r * 0.45, y], [cx + r * 0.45, y - r * 0.1], r * 0.03, [90, 50, 30], 0.85);
    }
    c.fillCircle(cx + r * 0.45, cy + r * 0.45, r * 0.16, [250, 220, 70]);
    c.fillCircle(cx + r * 0.45, cy + r * 0.45, r * 0.13, [255, 240, 150]);
    for (let i = 0; i < 6; i++) {
      const angle = (i / 6) * Math.PI * 2;
      c.line([cx + r * 0.45, cy + r * 0.45], [cx + r * 0.45 + Math.cos(angle) * r * 0.12, cy + r * 0.45 + Math.sin(angle) * r * 0.12], 1.5, [250, 220, 70]);
    }
  },
  rolls(c, cx, cy, r, random) {
    plate(c, cx, cy, r);
    for (let i = 0; i < 10; i++) leaf(c, ...inDisc(random, cx, cy, r * 0.55), r * 0.18, random() * Math.PI, pick(random, GREENS));
    for (let i = 0; i < 4; i++) {
      const x = cx - r * 0.3 + i * r * 0.2;
      const y = cy - r * 0.1 + (i % 2) * r * 0.15;
      c.fillEllipse(x, y, r * 0.09, r * 0.32, 0.35, [200, 130, 50]);
      c.fillEllipse(x, y, r * 0.07, r * 0.28, 0.35, [226, 160, 70]);
      for (let k = -2; k <= 2; k++) c.fillCircle(x + k * r * 0.03, y + k * r * 0.1, r * 0.015, [250, 210, 130], 0.8);
    }
    c.fillCircle(cx + r * 0.45, cy + r * 0.45, r * 0.16, [250, 250, 250]);
    c.fillCircle(cx + r * 0.45, cy + r * 0.45, r * 0.12, [206, 120, 50]);
  },
  burger(c, cx, cy, r, random) {
    plate(c, cx, cy, r);
    c.fillCircle(cx, cy, r * 0.56, [90, 150, 60]);
    c.fillCircle(cx, cy, r * 0.52, [214, 48, 40]);
    c.fillCircle(cx, cy, r * 0.5, [196, 126, 52]);
    c.fillCircle(cx - r * 0.04, cy - r * 0.05, r * 0.4, [220, 150, 70], 0.8);
    for (let i = 0; i < 24; i++) c.fillEllipse(...inDisc(random, cx, cy, r * 0.4), r * 0.025, r * 0.012, random() * Math.PI, [250, 240, 210]);
    for (let i = 0; i < 8; i++) {
      const x = cx + r * 0.6 + (i % 2) * r * 0.09 + random() * r * 0.03;
      const y = cy - r * 0.45 + i * r * 0.1;
      c.line([x, y], [x + r * 0.05, y + r * 0.28], r * 0.05, [246, 200, 90]);
    }
  },
};

/** A table top under the dish: gingham, wood or plain linen. */
function table(c: Canvas, random: Random, palette: Palette): void {
  const kind = Math.floor(random() * 3);
  if (kind === 0) {
    c.fillRect(0, 0, c.width, c.height, [250, 246, 238]);
    c.gingham(palette.cloth, Math.round(c.width / 16));
  } else if (kind === 1) {
    c.planks([166, 116, 74], Math.round(c.width / 6), random);
  } else {
    c.linearGradient(mix(palette.from, [255, 255, 255], 0.4), palette.from, Math.PI / 2);
  }
}

function cutlery(c: Canvas, x: number, top: number, bottom: number): void {
  const steel: Color = [196, 200, 206];
  c.line([x, top + (bottom - top) * 0.35], [x, bottom], 7, steel);
  for (let i = -1.5; i <= 1.5; i++) c.line([x + i * 5, top], [x + i * 5, top + (bottom - top) * 0.3], 3, steel);
  c.fillRect(x - 9, top + (bottom - top) * 0.27, 18, 8, steel);
  c.line([x + 40, top], [x + 40, bottom], 8, steel);
  c.fillEllipse(x + 42, top + (bottom - top) * 0.2, 7, (bottom - top) * 0.22, 0, steel);
}

/** A service photo: one dish on a table, napkin and cutlery. */
export function paintServicePhoto(seed: string, dish: Dish, palette: Palette): Canvas {
  const random = prng(hashSeed(`photo:${seed}`));
  const { width, height } = PICTURE_SIZES.photo;
  const c = new Canvas(width, height);
  table(c, random, palette);
  c.fillPolygon(
    [
      [20, 300],
      [150, 280],
      [170, 470],
      [40, 480],
    ],
    palette.accent,
    0.9,
  );
  cutlery(c, 535, 110, 380);
  for (let i = 0; i < 6; i++) leaf(c, between(random, 20, 620), between(random, 20, 460), 10, random() * Math.PI, pick(random, GREENS));
  painters[dish](c, 300, 245, 185, random, palette);
  return c;
}

/** A cover: a few dishes in a row over the Kooker's gradient. */
export function paintCover(seed: string, dishes: readonly Dish[], palette: Palette): Canvas {
  const random = prng(hashSeed(`cover:${seed}`));
  const { width, height } = PICTURE_SIZES.cover;
  const c = new Canvas(width, height);
  c.linearGradient(palette.from, palette.to, 0);
  c.fillRect(0, height * 0.78, width, height * 0.22, [255, 255, 255], 0.18);
  const row = dishes.length > 0 ? dishes.slice(0, 4) : (['tart'] as const);
  const gap = width / (row.length + 1);
  row.forEach((dish, index) => painters[dish](c, gap * (index + 1), height / 2 + (index % 2 ? 12 : -12), 140, random, palette));
  for (let i = 0; i < 14; i++) leaf(c, between(random, 0, width), between(random, 0, height), 12, random() * Math.PI, pick(random, GREENS));
  return c;
}

/** A chef's hat, centred on (cx, cy). */
function toque(c: Canvas, cx: number, cy: number, size: number): void {
  const white: Color = [255, 255, 255];
  c.fillCircle(cx - size * 0.42, cy - size * 0.2, size * 0.32, white);
  c.fillCircle(cx + size * 0.42, cy - size * 0.2, size * 0.32, white);
  c.fillCircle(cx, cy - size * 0.38, size * 0.4, white);
  c.fillRect(Math.round(cx - size * 0.45), Math.round(cy - size * 0.2), Math.round(size * 0.9), Math.round(size * 0.6), white);
  c.fillRect(Math.round(cx - size * 0.45), Math.round(cy + size * 0.28), Math.round(size * 0.9), Math.round(size * 0.05), [0, 0, 0], 0.12);
}

/** A profile picture: the Kooker's initials on a disc, or a chef's hat without initials. */
export function paintProfile(seed: string, initials: string, palette: Palette): Canvas {
  const random = prng(hashSeed(`profile:${seed}`));
  const { width, height } = PICTURE_SIZES.profile;
  const c = new Canvas(width, height);
  c.linearGradient(palette.from, palette.to, Math.PI / 4 + random() * 0.2);
  c.fillCircle(width / 2 + 3, height / 2 + 5, 104, [0, 0, 0], 0.15);
  c.fillCircle(width / 2, height / 2, 104, palette.accent);
  c.fillRing(width / 2, height / 2, 96, 92, [255, 255, 255], 0.5);
  if (initials) drawText(c, initials, width / 2, height / 2, initials.length > 2 ? 8 : 11, [255, 255, 255]);
  else toque(c, width / 2, height / 2 + 10, 110);
  return c;
}
