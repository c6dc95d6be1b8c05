/**
 * What the dishes sit on and are garnished with, seen from above: plates, bowls, boards, a pot,
 * cutlery, a napkin, herbs and leaves. Each takes its place and size in the picture's units.
 */
import type { Palette } from './palettes';
import { between, pick, type Random } from './random';
import { type Color, num, type Paint, placed, type Point, shade, type Sketch, smoothPath } from './svg';

/** Paints one dish centred on (cx, cy), `r` being the radius of its plate. */
export type DishPainter = (s: Sketch, cx: number, cy: number, r: number, random: Random, palette: Palette) => void;

export const WHITE: Color = [250, 248, 243];
export const GREENS: readonly Color[] = [
  [86, 150, 64],
  [112, 172, 74],
  [58, 122, 58],
  [140, 190, 92],
];
const WOOD: Color = [176, 122, 76];

/**
 * The soft shadow an object of that size casts on the table, the light coming from the top
 * left: an ellipse a little larger than the object, fading out towards its edge.
 */
export function shadow(s: Sketch, cx: number, cy: number, rx: number, ry: number, strength = 0.24): void {
  const size = Math.max(rx, ry);
  const spread = size * 0.08;
  const dark: Color = [40, 28, 20];
  const fill = s.radialGradient([
    [(size - spread) / (size + spread), dark, strength],
    [1, dark, 0],
  ]);
  s.ellipse(cx + size * 0.04, cy + size * 0.07, rx + spread, ry + spread, 0, fill);
}

/** An irregular round shape: `jitter` is how far (a fraction of r) its outline wanders. */
export function blob(random: Random, cx: number, cy: number, r: number, jitter = 0.15, points = 9): string {
  const turn = random() * Math.PI * 2;
  const outline: Point[] = Array.from({ length: points }, (_, i) => {
    const angle = turn + (i / points) * Math.PI * 2;
    const distance = r * (1 - jitter / 2 + random() * jitter);
    return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance];
  });
  return smoothPath(outline);
}

/** A round plate: rim, well, and a light reflection on the rim. Food goes within 0.74 r. */
export function plate(s: Sketch, cx: number, cy: number, r: number, color: Color = WHITE): void {
  shadow(s, cx, cy, r, r);
  s.circle(
    cx,
    cy,
    r,
    s.radialGradient(
      [
        [0.8, color],
        [1, shade(color, -0.07)],
      ],
      0.45,
      0.42,
    ),
  );
  s.circle(cx, cy, r * 0.76, 'none', { stroke: shade(color, -0.09), strokeWidth: r * 0.02 });
  s.circle(
    cx,
    cy,
    r * 0.75,
    s.radialGradient([
      [0.6, shade(color, -0.01)],
      [1, shade(color, -0.05)],
    ]),
  );
  arc(s, cx, cy, r * 0.88, Math.PI * 1.05, Math.PI * 1.45, r * 0.05, [255, 255, 255], 0.7);
}

/** A bowl in a ceramic colour: what it holds is painted inside `clip` (radius 0.8 r). */
export function bowl(s: Sketch, cx: number, cy: number, r: number, rim: Color, inside: Paint): string {
  shadow(s, cx, cy, r, r, 0.28);
  s.circle(
    cx,
    cy,
    r,
    s.radialGradient(
      [
        [0.7, rim],
        [1, shade(rim, -0.18)],
      ],
      0.42,
      0.4,
    ),
  );
  s.circle(cx, cy, r * 0.88, shade(rim, 0.55));
  s.circle(cx, cy, r * 0.8, inside);
  arc(s, cx, cy, r * 0.94, Math.PI * 1.05, Math.PI * 1.4, r * 0.035, [255, 255, 255], 0.45);
  return s.clipCircle(cx, cy, r * 0.8);
}

/** A cast-iron pot with its two handles, enamelled in `color`: the stew goes inside `clip` (0.8 r). */
export function pot(s: Sketch, cx: number, cy: number, r: number, color: Color): string {
  shadow(s, cx, cy, r * 1.25, r, 0.3);
  for (const side of [-1, 1]) s.rect(cx + side * r * 1.08 - r * 0.16, cy - r * 0.22, r * 0.32, r * 0.44, shade(color, -0.28), {}, r * 0.12);
  s.circle(
    cx,
    cy,
    r,
    s.radialGradient(
      [
        [0.7, color],
        [1, shade(color, -0.25)],
      ],
      0.42,
      0.4,
    ),
  );
  s.circle(cx, cy, r * 0.87, [48, 40, 36]);
  s.circle(cx, cy, r * 0.84, [238, 232, 218]);
  arc(s, cx, cy, r * 0.94, Math.PI * 1.05, Math.PI * 1.4, r * 0.035, [255, 255, 255], 0.4);
  return s.clipCircle(cx, cy, r * 0.8);
}

/** A round wooden board, for pizzas. */
export function roundBoard(s: Sketch, cx: number, cy: number, r: number): void {
  shadow(s, cx, cy, r, r);
  s.rect(cx - r * 0.12, cy + r * 0.9, r * 0.24, r * 0.45, shade(WOOD, -0.08), {}, r * 0.08);
  s.circle(
    cx,
    cy,
    r,
    s.radialGradient([
      [0.75, WOOD],
      [1, shade(WOOD, -0.15)],
    ]),
  );
  for (const ring of [0.35, 0.6, 0.85])
    s.circle(cx + r * 0.05, cy - r * 0.03, r * ring, 'none', { stroke: shade(WOOD, -0.1), strokeWidth: r * 0.012, opacity: 0.5 });
}

/** A chopping board, lighter than the table, with a hole to hang it; turned by `angle`, for bread. */
export function choppingBoard(s: Sketch, cx: number, cy: number, width: number, height: number, angle: number): void {
  const wood: Color = [222, 180, 130];
  shadow(s, cx, cy, width / 2, height / 2, 0.3);
  s.group({ transform: placed(cx, cy, angle) }, () => {
    s.rect(
      -width / 2,
      -height / 2,
      width,
      height,
      s.linearGradient(
        [
          [0, shade(wood, 0.08)],
          [1, shade(wood, -0.06)],
        ],
        0,
        0,
        0,
        1,
      ),
      {},
      height * 0.1,
    );
    for (const y of [-0.3, 0.05, 0.32])
      s.line([-width * 0.44, height * y], [width * 0.44, height * (y + 0.03)], height * 0.01, shade(wood, -0.12), { opacity: 0.6 });
    s.circle(width * 0.4, -height * 0.34, height * 0.045, [60, 40, 30], { opacity: 0.45 });
  });
}

/** A pointed leaf (basil, mint, parsley) with its midrib. */
export function leaf(s: Sketch, x: number, y: number, size: number, angle: number, color: Color): void {
  const w = size * 0.55;
  s.path(`M${num(-size)} 0Q0 ${num(-w)} ${num(size)} 0Q0 ${num(w)} ${num(-size)} 0Z`, color, { transform: placed(x, y, angle) });
  s.line([-size * 0.75, 0], [size * 0.7, 0], Math.max(0.8, size * 0.07), shade(color, -0.3), {
    opacity: 0.55,
    transform: placed(x, y, angle),
  });
}

/** A ruffled lettuce leaf. */
export function lettuce(s: Sketch, random: Random, x: number, y: number, size: number, color: Color): void {
  s.path(blob(random, x, y, size, 0.35, 11), color);
  s.line([x - size * 0.6, y + size * 0.1], [x + size * 0.5, y - size * 0.15], Math.max(1, size * 0.06), shade(color, 0.35), {
    opacity: 0.7,
  });
}

/** A few leaves strewn over a box, as garnish on the table. */
export function strewnLeaves(
  s: Sketch,
  random: Random,
  count: number,
  x: number,
  y: number,
  width: number,
  height: number,
  size: number,
): void {
  for (let i = 0; i < count; i++)
    leaf(
      s,
      between(random, x, x + width),
      between(random, y, y + height),
      size * between(random, 0.7, 1.2),
      random() * Math.PI,
      pick(random, GREENS),
    );
}

/** A stroke along a circle between two angles (radians): reflections, swirls of cream. */
export function arc(
  s: Sketch,
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  width: number,
  color: Color,
  opacity = 1,
): void {
  const [x1, y1] = [cx + Math.cos(from) * r, cy + Math.sin(from) * r];
  const [x2, y2] = [cx + Math.cos(to) * r, cy + Math.sin(to) * r];
  const large = Math.abs(to - from) > Math.PI ? 1 : 0;
  s.path(`M${num(x1)} ${num(y1)}A${num(r)} ${num(r)} 0 ${large} 1 ${num(x2)} ${num(y2)}`, 'none', {
    stroke: color,
    strokeWidth: width,
    opacity,
  });
}

/** A fork and a knife side by side, `length` long, from `top`. */
export function cutlery(s: Sketch, x: number, top: number, length: number): void {
  const steel = s.linearGradient([
    [0, [214, 218, 224]],
    [0.5, [238, 240, 244]],
    [1, [176, 182, 190]],
  ]);
  const unit = length / 100;
  shadow(s, x + unit * 8, top + length / 2, unit * 12, length / 2, 0.18);
  // Fork: four tines, the head, then a handle that widens.
  for (let i = 0; i < 4; i++) s.rect(x - unit * 5.2 + i * unit * 3.2, top, unit * 1.6, unit * 15, steel, {}, unit * 0.8);
  s.path(
    `M${num(x - unit * 5.5)} ${num(top + unit * 14)}h${num(unit * 11)}q0 ${num(unit * 9)} ${num(-unit * 3.5)} ${num(unit * 12)}h${num(-unit * 4)}q${num(-unit * 3.5)} ${num(-unit * 3)} ${num(-unit * 3.5)} ${num(-unit * 12)}Z`,
    steel,
  );
  s.path(
    `M${num(x - unit * 1.5)} ${num(top + unit * 25)}h${num(unit * 3)}l${num(unit * 1.7)} ${num(unit * 22)}h${num(-unit * 6.4)}Z`,
    steel,
  );
  s.rect(x - unit * 3.2, top + unit * 44, unit * 6.4, unit * 56, steel, {}, unit * 3.2);
  // Knife: a blade with a rounded tip and a straight back, then the handle.
  const kx = x + unit * 17;
  s.path(
    `M${num(kx - unit * 3)} ${num(top + unit * 50)}V${num(top + unit * 10)}Q${num(kx - unit * 3)} ${num(top)} ${num(kx + unit * 3.5)} ${num(top + unit * 2)}V${num(top + unit * 50)}Z`,
    steel,
  );
  s.rect(kx - unit * 3.4, top + unit * 50, unit * 6.8, unit * 50, steel, {}, unit * 3.4);
}

/** A folded cloth napkin with two stripes, turned by `angle`. */
export function napkin(s: Sketch, cx: number, cy: number, width: number, height: number, angle: number, color: Color): void {
  shadow(s, cx, cy, width / 2, height / 2, 0.16);
  s.group({ transform: placed(cx, cy, angle) }, () => {
    s.rect(-width / 2, -height / 2, width, height, color, {}, width * 0.04);
    for (const x of [0.24, 0.32]) s.rect(-width / 2 + width * x, -height / 2, width * 0.04, height, shade(color, 0.35), { opacity: 0.8 });
    s.line([-width / 2, height * 0.12], [width / 2, height * 0.12], width * 0.012, shade(color, -0.2), { opacity: 0.6 });
  });
}
