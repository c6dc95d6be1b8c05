/** The sweet dishes of the seed's pictures, seen from above: a cake, a tart, macarons, crêpes. */
import { between, inDisc, pick, type Random } from './random';
import { type Color, num, placed, type Point, shade, type Sketch, smoothPath } from './svg';
import { arc, blob, type DishPainter, GREENS, leaf, plate, shadow } from './tableware';

const CREAM: Color = [252, 246, 232];
const CHOCOLATE: Color = [92, 52, 34];

/** Half a strawberry, tip towards `angle`. */
function strawberry(s: Sketch, x: number, y: number, size: number, angle: number): void {
  const transform = placed(x, y, angle);
  s.path(
    `M0 ${num(-size)}C${num(size * 0.95)} ${num(-size * 0.95)} ${num(size * 0.75)} ${num(size * 0.45)} 0 ${num(size)}C${num(-size * 0.75)} ${num(size * 0.45)} ${num(-size * 0.95)} ${num(-size * 0.95)} 0 ${num(-size)}Z`,
    s.radialGradient(
      [
        [0, [236, 70, 70]],
        [1, [196, 30, 44]],
      ],
      0.4,
      0.35,
    ),
    { transform },
  );
  s.path(
    `M0 ${num(-size * 0.7)}C${num(size * 0.5)} ${num(-size * 0.6)} ${num(size * 0.35)} ${num(size * 0.3)} 0 ${num(size * 0.6)}C${num(-size * 0.35)} ${num(size * 0.3)} ${num(-size * 0.5)} ${num(-size * 0.6)} 0 ${num(-size * 0.7)}Z`,
    [248, 150, 150],
    { transform, opacity: 0.55 },
  );
  for (const [dx, dy] of [
    [-0.5, -0.35],
    [0.5, -0.35],
    [0, -0.85],
  ] as const) {
    s.ellipse(dx * size * 0.5, -size * 0.95 + dy * size * 0.2, size * 0.28, size * 0.1, Math.atan2(dy, dx), [74, 140, 60], { transform });
  }
}

export const cake: DishPainter = (s, cx, cy, r, random) => {
  plate(s, cx, cy, r);
  const [top, side] = pick(random, [
    [
      [104, 60, 40],
      [78, 42, 28],
    ],
    [
      [246, 192, 204],
      [222, 146, 164],
    ],
    [
      [250, 236, 206],
      [226, 200, 150],
    ],
  ] as const);
  shadow(s, cx, cy, r * 0.7, r * 0.7, 0.18);
  s.circle(cx, cy, r * 0.7, side);
  s.circle(
    cx,
    cy,
    r * 0.65,
    s.radialGradient(
      [
        [0, shade(top, 0.12)],
        [1, top],
      ],
      0.4,
      0.38,
    ),
  );
  for (let i = 0; i < 20; i++) {
    const angle = (i / 20) * Math.PI * 2;
    const [x, y] = [cx + Math.cos(angle) * r * 0.57, cy + Math.sin(angle) * r * 0.57];
    s.circle(
      x,
      y,
      r * 0.062,
      s.radialGradient(
        [
          [0.2, CREAM],
          [1, shade(CREAM, -0.12)],
        ],
        0.4,
        0.35,
      ),
    );
    s.path(
      smoothPath(
        [
          [x - r * 0.03, y],
          [x, y - r * 0.03],
          [x + r * 0.025, y],
          [x, y + r * 0.02],
        ],
        false,
      ),
      'none',
      { stroke: shade(CREAM, -0.15), strokeWidth: r * 0.008 },
    );
  }
  // A crown of strawberries, tips out, with blueberries between them and mint in the middle.
  const turn = random() * Math.PI;
  for (let i = 0; i < 6; i++) {
    const angle = turn + (i / 6) * Math.PI * 2;
    strawberry(s, cx + Math.cos(angle) * r * 0.24, cy + Math.sin(angle) * r * 0.24, r * 0.12, angle - Math.PI / 2);
    const between = angle + Math.PI / 6;
    s.circle(cx + Math.cos(between) * r * 0.36, cy + Math.sin(between) * r * 0.36, r * 0.04, [54, 62, 120]);
    s.circle(cx + Math.cos(between) * r * 0.36 - r * 0.012, cy + Math.sin(between) * r * 0.36 - r * 0.012, r * 0.012, [150, 160, 210]);
  }
  for (let i = 0; i < 3; i++) leaf(s, cx, cy, r * 0.075, turn + (i * Math.PI * 2) / 3, [72, 150, 70]);
};

export const tart: DishPainter = (s, cx, cy, r, random) => {
  plate(s, cx, cy, r);
  const scallops: Point[] = Array.from({ length: 48 }, (_, i) => {
    const angle = (i / 48) * Math.PI * 2;
    const radius = r * (i % 2 ? 0.69 : 0.725);
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius];
  });
  shadow(s, cx, cy, r * 0.72, r * 0.72, 0.16);
  s.path(
    smoothPath(scallops),
    s.radialGradient([
      [0.8, [230, 176, 102]],
      [1, [196, 134, 68]],
    ]),
  );
  s.circle(cx, cy, r * 0.62, [204, 146, 80]);
  const kind = pick(random, ['lemon', 'apricot', 'apple', 'praline'] as const);
  const filling: Color = ({ lemon: [248, 214, 92], apricot: [242, 184, 110], apple: [236, 206, 150], praline: [204, 44, 84] } as const)[
    kind
  ];
  s.circle(
    cx,
    cy,
    r * 0.59,
    s.radialGradient(
      [
        [0, shade(filling, 0.15)],
        [1, filling],
      ],
      0.42,
      0.4,
    ),
  );
  if (kind === 'lemon') {
    for (let i = 0; i < 11; i++) {
      const angle = (i / 11) * Math.PI * 2;
      const [x, y] = [cx + Math.cos(angle) * r * 0.45, cy + Math.sin(angle) * r * 0.45];
      s.circle(
        x,
        y,
        r * 0.085,
        s.radialGradient(
          [
            [0.3, [255, 250, 240]],
            [1, [224, 168, 104]],
          ],
          0.4,
          0.35,
        ),
      );
    }
  } else if (kind === 'apricot') {
    for (const [ring, count] of [
      [0.44, 10],
      [0.2, 4],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const angle = (i / count) * Math.PI * 2 + ring;
        const [x, y] = [cx + Math.cos(angle) * r * ring, cy + Math.sin(angle) * r * ring];
        s.circle(
          x,
          y,
          r * 0.1,
          s.radialGradient(
            [
              [0, [252, 176, 80]],
              [1, [226, 120, 40]],
            ],
            0.38,
            0.35,
          ),
        );
      }
    }
  } else if (kind === 'apple') {
    for (const [ring, count] of [
      [0.47, 22],
      [0.31, 15],
      [0.15, 8],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const angle = (i / count) * Math.PI * 2;
        s.ellipse(cx + Math.cos(angle) * r * ring, cy + Math.sin(angle) * r * ring, r * 0.1, r * 0.035, angle + 1.3, [244, 220, 168], {
          stroke: [196, 80, 60],
          strokeWidth: r * 0.01,
        });
      }
    }
  } else {
    for (let i = 0; i < 24; i++)
      s.circle(...inDisc(random, cx, cy, r * 0.52), r * between(random, 0.02, 0.035), [170, 20, 60], { opacity: 0.7 });
  }
  arc(s, cx, cy, r * 0.5, Math.PI * 1.1, Math.PI * 1.45, r * 0.03, [255, 255, 255], 0.35);
  leaf(s, cx + r * 0.05, cy - r * 0.02, r * 0.07, 0.6, [72, 150, 70]);
};

export const macarons: DishPainter = (s, cx, cy, r, random) => {
  plate(s, cx, cy, r);
  const colors: readonly Color[] = [
    [246, 178, 196],
    [184, 218, 140],
    [250, 222, 120],
    [150, 100, 76],
    [196, 176, 230],
    [250, 168, 116],
  ];
  for (let row = -1; row <= 1; row++) {
    const count = row === 0 ? 4 : 3;
    for (let i = 0; i < count; i++) {
      const x = cx + (i - (count - 1) / 2) * r * 0.36;
      const y = cy + row * r * 0.33;
      const color = pick(random, colors);
      shadow(s, x, y, r * 0.15, r * 0.15, 0.2);
      s.path(blob(random, x, y, r * 0.152, 0.1, 18), shade(color, -0.12));
      s.circle(
        x,
        y,
        r * 0.135,
        s.radialGradient(
          [
            [0, shade(color, 0.18)],
            [1, color],
          ],
          0.38,
          0.35,
        ),
      );
      s.ellipse(x - r * 0.045, y - r * 0.05, r * 0.05, r * 0.025, -0.7, [255, 255, 255], { opacity: 0.45 });
    }
  }
};

/** A crêpe folded in four: a quarter of a disc from (x, y), opening towards `angle`. */
function foldedCrepe(s: Sketch, random: Random, x: number, y: number, radius: number, angle: number): void {
  const [from, to] = [angle - Math.PI / 4, angle + Math.PI / 4];
  const d = `M${num(x)} ${num(y)}L${num(x + Math.cos(from) * radius)} ${num(y + Math.sin(from) * radius)}A${num(radius)} ${num(radius)} 0 0 1 ${num(x + Math.cos(to) * radius)} ${num(y + Math.sin(to) * radius)}Z`;
  shadow(s, x + Math.cos(angle) * radius * 0.5, y + Math.sin(angle) * radius * 0.5, radius * 0.5, radius * 0.5, 0.2);
  s.path(
    d,
    s.radialGradient(
      [
        [0, [246, 206, 136]],
        [1, [222, 160, 84]],
      ],
      0.3,
      0.3,
    ),
    { stroke: [206, 142, 70], strokeWidth: radius * 0.02 },
  );
  for (let i = 0; i < 16; i++) {
    const a = between(random, from + 0.1, to - 0.1);
    const d2 = Math.sqrt(random()) * radius * 0.9;
    s.circle(x + Math.cos(a) * d2, y + Math.sin(a) * d2, radius * between(random, 0.02, 0.05), [190, 122, 56], { opacity: 0.4 });
  }
}

export const crepes: DishPainter = (s, cx, cy, r, random) => {
  plate(s, cx, cy, r);
  foldedCrepe(s, random, cx - r * 0.06, cy - r * 0.48, r * 0.76, Math.PI / 2 + 0.5);
  foldedCrepe(s, random, cx + r * 0.06, cy - r * 0.44, r * 0.74, Math.PI / 2 - 0.45);
  // Chocolate poured across both crêpes, in three streaks.
  for (let k = 0; k < 3; k++) {
    const streak: Point[] = Array.from({ length: 6 }, (_, i) => [
      cx - r * 0.5 + i * r * 0.2,
      cy - r * 0.28 + k * r * 0.13 + i * r * 0.02 + (i % 2 ? -r * 0.035 : r * 0.035),
    ]);
    s.path(smoothPath(streak, false), 'none', { stroke: CHOCOLATE, strokeWidth: r * 0.025 });
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = [cx - r * 0.42 + i * r * 0.16, cy + r * 0.42 + (i % 2) * r * 0.06];
    s.circle(x, y, r * 0.075, [250, 238, 190], { stroke: [236, 214, 140], strokeWidth: r * 0.01 });
    for (let k = 0; k < 3; k++) s.circle(x + Math.cos(k * 2.1) * r * 0.025, y + Math.sin(k * 2.1) * r * 0.025, r * 0.008, [160, 130, 80]);
  }
  strawberry(s, cx + r * 0.5, cy + r * 0.36, r * 0.1, 0.8);
  strawberry(s, cx + r * 0.4, cy + r * 0.52, r * 0.09, 2.1);
  leaf(s, cx + r * 0.56, cy + r * 0.52, r * 0.07, 0.3, pick(random, GREENS));
  for (let i = 0; i < 30; i++) s.circle(...inDisc(random, cx, cy, r * 0.6), r * 0.008, [255, 255, 255], { opacity: 0.9 });
};
