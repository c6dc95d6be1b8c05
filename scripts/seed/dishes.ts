/**
 * The dishes of the seed's pictures, seen from above on their plate, bowl, pot or board. The
 * sweet ones are in desserts.ts; each is a DishPainter, random only through the `random` given.
 */
import { cake, crepes, macarons, tart } from './desserts';
import { between, inDisc, pick, type Random } from './random';
import { type Color, num, placed, type Point, shade, type Sketch, smoothPath } from './svg';
import {
  arc,
  blob,
  bowl,
  choppingBoard,
  type DishPainter,
  GREENS,
  leaf,
  lettuce,
  plate,
  pot,
  roundBoard,
  shadow,
  WHITE,
} from './tableware';

export const DISHES = [
  'pasta',
  'sushi',
  'cake',
  'tart',
  'bread',
  'salad',
  'soup',
  'macarons',
  'stew',
  'pizza',
  'bowl',
  'crepes',
  'rolls',
  'burger',
] as const;
export type Dish = (typeof DISHES)[number];

const RED: Color = [206, 50, 40];

/** A small ramekin of sauce, for dipping, with `specks` of chilli in it. */
function ramekin(s: Sketch, random: Random, x: number, y: number, r: number, sauce: Color, specks = 0): void {
  shadow(s, x, y, r, r, 0.2);
  s.circle(x, y, r, WHITE);
  s.circle(
    x,
    y,
    r * 0.8,
    s.radialGradient(
      [
        [0, shade(sauce, 0.12)],
        [1, sauce],
      ],
      0.4,
      0.4,
    ),
  );
  for (let i = 0; i < specks; i++) s.circle(...inDisc(random, x, y, r * 0.6), r * 0.05, [170, 30, 20]);
}

function cherryTomato(s: Sketch, x: number, y: number, size: number): void {
  s.circle(x, y, size, RED);
  s.circle(x, y, size * 0.72, [238, 96, 72]);
  for (let k = 0; k < 3; k++)
    s.ellipse(x + Math.cos(k * 2.1) * size * 0.35, y + Math.sin(k * 2.1) * size * 0.35, size * 0.16, size * 0.1, k * 2.1, [250, 210, 150]);
}

const pasta: DishPainter = (s, cx, cy, r, random) => {
  plate(s, cx, cy, r);
  s.path(blob(random, cx, cy, r * 0.52, 0.15, 10), [222, 176, 86]);
  const yellows: readonly Color[] = [
    [244, 208, 112],
    [236, 194, 96],
    [250, 222, 138],
  ];
  for (let i = 0; i < 44; i++) {
    const radius = between(random, r * 0.1, r * 0.48);
    const start = random() * Math.PI * 2;
    const sweep = between(random, 1.4, 3.2);
    const strand: Point[] = Array.from({ length: 6 }, (_, k) => {
      const angle = start + (sweep * k) / 5;
      const distance = Math.min(r * 0.52, radius * (0.9 + random() * 0.2));
      return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance];
    });
    s.path(smoothPath(strand, false), 'none', { stroke: pick(random, yellows), strokeWidth: r * 0.032 });
  }
  s.path(blob(random, cx, cy, r * 0.23, 0.3, 9), [184, 40, 28]);
  s.path(blob(random, cx - r * 0.03, cy - r * 0.03, r * 0.15, 0.3, 8), [214, 70, 46], { opacity: 0.85 });
  for (let i = 0; i < 6; i++) s.circle(...inDisc(random, cx, cy, r * 0.16), r * 0.03, [150, 28, 20]);
  for (let i = 0; i < 3; i++) leaf(s, ...inDisc(random, cx, cy, r * 0.14), r * 0.08, random() * Math.PI, [64, 148, 58]);
  for (let i = 0; i < 28; i++) s.rect(...inDisc(random, cx, cy, r * 0.46), r * 0.02, r * 0.014, [252, 246, 220]);
};

const sushi: DishPainter = (s, cx, cy, r, random) => {
  const [width, height] = [r * 2.1, r * 1.5];
  shadow(s, cx, cy, width / 2, height / 2, 0.3);
  s.group({ transform: placed(cx, cy, -0.06) }, () => {
    s.rect(
      -width / 2,
      -height / 2,
      width,
      height,
      s.linearGradient(
        [
          [0, [64, 66, 72]],
          [1, [40, 42, 46]],
        ],
        0,
        0,
        1,
        1,
      ),
      {},
      r * 0.06,
    );
    const fillings: readonly Color[] = [
      [250, 128, 90],
      [120, 180, 90],
      [200, 50, 60],
    ];
    for (let i = 0; i < 6; i++) {
      const [x, y] = [-r * 0.7 + (i % 3) * r * 0.3, -r * 0.22 + Math.floor(i / 3) * r * 0.32];
      s.circle(x, y, r * 0.135, [30, 40, 34]);
      s.circle(x, y, r * 0.11, [246, 244, 236]);
      for (let k = 0; k < 5; k++)
        s.ellipse(x + Math.cos(k * 1.3) * r * 0.08, y + Math.sin(k * 1.3) * r * 0.08, r * 0.014, r * 0.008, k, [214, 212, 204]);
      s.path(blob(random, x, y, r * 0.05, 0.3, 6), pick(random, fillings));
    }
    for (let i = 0; i < 3; i++) {
      const y = -r * 0.42 + i * r * 0.3;
      const x = r * 0.4;
      s.ellipse(x, y + r * 0.02, r * 0.2, r * 0.09, 0, [246, 244, 236]);
      s.ellipse(
        x,
        y,
        r * 0.22,
        r * 0.1,
        0,
        s.linearGradient(
          [
            [0, [252, 150, 104]],
            [1, [236, 106, 70]],
          ],
          0,
          0,
          1,
          1,
        ),
      );
      for (let k = -1; k <= 1; k++)
        s.line([x + k * r * 0.09 - r * 0.03, y - r * 0.07], [x + k * r * 0.09 + r * 0.03, y + r * 0.07], r * 0.014, [255, 226, 210], {
          opacity: 0.8,
        });
    }
    for (let i = 0; i < 3; i++)
      s.ellipse(r * 0.78 + i * r * 0.03, -r * 0.3 + i * r * 0.05, r * 0.09, r * 0.05, 0.5 + i * 0.4, [246, 192, 182], { opacity: 0.95 });
    s.path(blob(random, r * 0.8, r * 0.2, r * 0.06, 0.3, 7), [150, 186, 72]);
    for (const dy of [0, r * 0.07]) {
      s.path(
        `M${num(-r * 0.85)} ${num(r * 0.54 + dy)}L${num(r * 0.9)} ${num(r * 0.5 + dy)}L${num(r * 0.9)} ${num(r * 0.525 + dy)}L${num(-r * 0.85)} ${num(r * 0.565 + dy)}Z`,
        [200, 156, 104],
      );
    }
  });
};

const bread: DishPainter = (s, cx, cy, r, random) => {
  choppingBoard(s, cx - r * 0.02, cy, r * 1.85, r * 1.35, -0.1);
  s.group({ transform: placed(cx - r * 0.15, cy - r * 0.2, -0.35) }, () => {
    shadow(s, 0, 0, r * 0.8, r * 0.18, 0.3);
    s.rect(
      -r * 0.8,
      -r * 0.18,
      r * 1.6,
      r * 0.36,
      s.linearGradient(
        [
          [0, [230, 178, 108]],
          [1, [184, 120, 60]],
        ],
        0,
        0,
        0,
        1,
      ),
      {},
      r * 0.18,
    );
    for (let i = -2; i <= 2; i++) s.ellipse(i * r * 0.27, 0, r * 0.12, r * 0.04, -0.45, [242, 212, 160]);
  });
  const [bx, by, br] = [cx + r * 0.45, cy + r * 0.28, r * 0.42];
  shadow(s, bx, by, br, br, 0.3);
  s.circle(
    bx,
    by,
    br,
    s.radialGradient(
      [
        [0, [226, 168, 96]],
        [1, [166, 100, 48]],
      ],
      0.42,
      0.4,
    ),
  );
  s.path(blob(random, bx, by, br * 0.7, 0.2, 8), [255, 255, 255], { opacity: 0.16 });
  s.ellipse(bx, by, br * 0.7, br * 0.08, 0.6, [240, 208, 152]);
  s.ellipse(bx, by, br * 0.7, br * 0.08, 2.17, [240, 208, 152]);
  for (let i = 0; i < 30; i++) s.circle(...inDisc(random, cx, cy, r * 0.9), r * 0.01, [255, 255, 255], { opacity: 0.6 });
  // A sprig of wheat.
  const [wx, wy] = [cx - r * 0.65, cy + r * 0.35];
  s.line([wx, wy + r * 0.35], [wx + r * 0.1, wy - r * 0.25], r * 0.015, [206, 170, 100]);
  for (let i = 0; i < 6; i++)
    for (const side of [-1, 1])
      s.ellipse(
        wx + r * 0.08 - i * r * 0.014 + side * r * 0.025,
        wy - r * 0.18 + i * r * 0.07,
        r * 0.022,
        r * 0.045,
        side * 0.5 + 0.15,
        [222, 184, 104],
      );
};

const salad: DishPainter = (s, cx, cy, r, random, palette) => {
  const clip = bowl(s, cx, cy, r, palette.accent, [230, 238, 210]);
  s.group({ clip }, () => {
    s.path(blob(random, cx, cy, r * 0.72, 0.12, 12), [70, 128, 56]);
    for (let i = 0; i < 36; i++)
      lettuce(
        s,
        random,
        ...inDisc(random, cx, cy, r * 0.64),
        between(random, r * 0.16, r * 0.26),
        shade(pick(random, GREENS), between(random, -0.05, 0.25)),
      );
    for (let i = 0; i < 6; i++)
      s.circle(...inDisc(random, cx, cy, r * 0.55), r * 0.065, [220, 238, 190], { stroke: [70, 124, 50], strokeWidth: r * 0.012 });
    for (let i = 0; i < 3; i++)
      s.circle(...inDisc(random, cx, cy, r * 0.5), r * 0.06, 'none', { stroke: [196, 110, 170], strokeWidth: r * 0.013 });
    for (let i = 0; i < 7; i++) cherryTomato(s, ...inDisc(random, cx, cy, r * 0.55), r * 0.07);
    for (let i = 0; i < 6; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.55);
      s.rect(
        x - r * 0.04,
        y - r * 0.04,
        r * 0.08,
        r * 0.08,
        [250, 248, 236],
        { transform: `rotate(${Math.round(random() * 90)} ${num(x)} ${num(y)})` },
        r * 0.015,
      );
    }
    for (let i = 0; i < 5; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.55);
      s.ellipse(x, y, r * 0.05, r * 0.036, random() * Math.PI, [58, 36, 56]);
      s.circle(x, y, r * 0.012, [28, 18, 28]);
    }
  });
};

const soup: DishPainter = (s, cx, cy, r, random, palette) => {
  const color = pick(random, [
    [232, 140, 60],
    [140, 176, 80],
    [200, 80, 60],
    [236, 206, 146],
  ] as const);
  const clip = bowl(
    s,
    cx,
    cy,
    r,
    palette.accent,
    s.radialGradient(
      [
        [0, shade(color, 0.15)],
        [1, shade(color, -0.08)],
      ],
      0.45,
      0.45,
    ),
  );
  s.group({ clip }, () => {
    const spiral: Point[] = Array.from({ length: 16 }, (_, i) => {
      const angle = i * 0.85;
      return [cx + Math.cos(angle) * r * (0.03 + i * 0.022), cy + Math.sin(angle) * r * (0.03 + i * 0.022)];
    });
    s.path(smoothPath(spiral, false), 'none', { stroke: [252, 248, 236], strokeWidth: r * 0.035, opacity: 0.9 });
    for (let i = 0; i < 7; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.62);
      s.rect(
        x - r * 0.04,
        y - r * 0.04,
        r * 0.08,
        r * 0.08,
        [220, 176, 100],
        { stroke: [186, 132, 64], strokeWidth: r * 0.01, transform: `rotate(${Math.round(random() * 90)} ${num(x)} ${num(y)})` },
        r * 0.015,
      );
    }
    for (let i = 0; i < 20; i++) {
      const [x, y] = inDisc(random, cx, cy, r * 0.65);
      const angle = random() * Math.PI;
      s.line([x, y], [x + Math.cos(angle) * r * 0.04, y + Math.sin(angle) * r * 0.04], r * 0.013, [60, 130, 56]);
    }
    for (let i = 0; i < 14; i++) s.circle(...inDisc(random, cx, cy, r * 0.6), r * 0.008, [50, 40, 36]);
  });
};

const stew: DishPainter = (s, cx, cy, r, random, palette) => {
  const sauce = pick(random, [
    [136, 74, 40],
    [184, 76, 40],
    [176, 102, 46],
    [192, 132, 80],
  ] as const);
  const radius = r * 0.86;
  const clip = pot(s, cx, cy, radius, palette.accent);
  s.circle(
    cx,
    cy,
    radius * 0.8,
    s.radialGradient(
      [
        [0, shade(sauce, 0.12)],
        [1, shade(sauce, -0.1)],
      ],
      0.45,
      0.45,
    ),
  );
  s.group({ clip }, () => {
    for (let i = 0; i < 10; i++)
      s.ellipse(...inDisc(random, cx, cy, radius * 0.65), radius * 0.035, radius * 0.022, random() * Math.PI, [244, 236, 214]);
    for (let i = 0; i < 5; i++) s.path(blob(random, ...inDisc(random, cx, cy, radius * 0.55), radius * 0.1, 0.3, 7), [236, 206, 140]);
    for (let i = 0; i < 6; i++) {
      const [x, y] = inDisc(random, cx, cy, radius * 0.55);
      s.path(blob(random, x, y, radius * 0.11, 0.35, 7), shade(sauce, -0.35));
      s.circle(x - radius * 0.03, y - radius * 0.03, radius * 0.03, shade(sauce, 0.1), { opacity: 0.7 });
    }
    for (let i = 0; i < 8; i++) {
      const [x, y] = inDisc(random, cx, cy, radius * 0.6);
      s.circle(x, y, radius * 0.06, [234, 118, 40]);
      s.circle(x, y, radius * 0.035, 'none', { stroke: [248, 160, 80], strokeWidth: radius * 0.01 });
    }
    for (let i = 0; i < 16; i++) leaf(s, ...inDisc(random, cx, cy, radius * 0.65), radius * 0.03, random() * Math.PI, [70, 140, 56]);
    arc(s, cx, cy, radius * 0.6, Math.PI * 1.1, Math.PI * 1.4, radius * 0.04, [255, 255, 255], 0.25);
  });
};

const pizza: DishPainter = (s, cx, cy, r, random) => {
  roundBoard(s, cx, cy, r);
  s.circle(
    cx,
    cy,
    r * 0.9,
    s.radialGradient([
      [0.84, [236, 186, 112]],
      [1, [198, 136, 70]],
    ]),
  );
  for (let i = 0; i < 10; i++) {
    const angle = random() * Math.PI * 2;
    s.path(blob(random, cx + Math.cos(angle) * r * 0.84, cy + Math.sin(angle) * r * 0.84, r * 0.035, 0.4, 6), [110, 66, 36], {
      opacity: 0.55,
    });
  }
  s.path(
    blob(random, cx, cy, r * 0.77, 0.05, 16),
    s.radialGradient([
      [0, [214, 70, 44]],
      [1, [184, 44, 30]],
    ]),
  );
  for (let i = 0; i < 9; i++) {
    const [x, y] = inDisc(random, cx, cy, r * 0.58);
    s.path(blob(random, x, y, between(random, r * 0.08, r * 0.13), 0.35, 8), [252, 246, 230]);
    s.circle(x + r * 0.02, y + r * 0.02, r * 0.025, [232, 196, 140], { opacity: 0.6 });
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = inDisc(random, cx, cy, r * 0.6);
    s.circle(x, y, r * 0.04, [40, 30, 36]);
    s.circle(x, y, r * 0.015, [120, 40, 30]);
  }
  for (let i = 0; i < 6; i++) leaf(s, ...inDisc(random, cx, cy, r * 0.55), r * 0.075, random() * Math.PI, [54, 132, 54]);
  for (let i = 0; i < 4; i++) {
    const angle = (i / 4) * Math.PI + 0.2;
    s.line(
      [cx - Math.cos(angle) * r * 0.88, cy - Math.sin(angle) * r * 0.88],
      [cx + Math.cos(angle) * r * 0.88, cy + Math.sin(angle) * r * 0.88],
      r * 0.012,
      [90, 40, 20],
      { opacity: 0.25 },
    );
  }
};

const bowlDish: DishPainter = (s, cx, cy, r, random, palette) => {
  const clip = bowl(s, cx, cy, r, palette.accent, [246, 244, 236]);
  s.group({ clip }, () => {
    for (let i = 0; i < 40; i++) s.ellipse(...inDisc(random, cx, cy, r * 0.75), r * 0.025, r * 0.012, random() * Math.PI, [226, 224, 214]);
    const turn = random() * Math.PI * 2;
    const spot = (k: number): [number, number] => [
      cx + Math.cos(turn + (k * Math.PI * 2) / 5) * r * 0.42,
      cy + Math.sin(turn + (k * Math.PI * 2) / 5) * r * 0.42,
    ];
    const [sx, sy] = spot(0);
    for (let i = 0; i < 9; i++) {
      const [x, y] = inDisc(random, sx, sy, r * 0.15);
      s.rect(
        x - r * 0.065,
        y - r * 0.065,
        r * 0.13,
        r * 0.13,
        [250, 128, 90],
        { stroke: [255, 190, 160], strokeWidth: r * 0.01, transform: `rotate(${Math.round(random() * 90)} ${num(x)} ${num(y)})` },
        r * 0.025,
      );
    }
    const [ax, ay] = spot(1);
    for (let i = 0; i < 5; i++) {
      const angle = turn + (2 * Math.PI) / 5 + Math.PI / 2 + (i - 2) * 0.12;
      const [x, y] = [ax + Math.cos(angle + Math.PI / 2) * (i - 2) * r * 0.055, ay + Math.sin(angle + Math.PI / 2) * (i - 2) * r * 0.055];
      s.ellipse(x, y, r * 0.2, r * 0.06, angle, [192, 218, 110], { stroke: [78, 124, 46], strokeWidth: r * 0.018 });
    }
    const [ex, ey] = spot(2);
    for (let i = 0; i < 20; i++)
      s.ellipse(
        ...inDisc(random, ex, ey, r * 0.16),
        r * 0.05,
        r * 0.036,
        random() * Math.PI,
        shade([140, 196, 88], between(random, -0.1, 0.1)),
      );
    const [cabbageX, cabbageY] = spot(3);
    for (let i = 0; i < 18; i++) {
      const [x, y] = inDisc(random, cabbageX, cabbageY, r * 0.15);
      const angle = random() * Math.PI;
      s.path(
        smoothPath(
          [
            [x, y],
            [x + Math.cos(angle) * r * 0.06, y + Math.sin(angle) * r * 0.06 - r * 0.02],
            [x + Math.cos(angle) * r * 0.12, y + Math.sin(angle) * r * 0.12],
          ],
          false,
        ),
        'none',
        { stroke: [132, 52, 124], strokeWidth: r * 0.022 },
      );
    }
    const [carrotX, carrotY] = spot(4);
    for (let i = 0; i < 18; i++) {
      const [x, y] = inDisc(random, carrotX, carrotY, r * 0.14);
      const angle = random() * Math.PI;
      s.line(
        [x, y],
        [x + Math.cos(angle) * r * 0.12, y + Math.sin(angle) * r * 0.12],
        r * 0.022,
        shade([246, 140, 50], between(random, -0.08, 0.08)),
      );
    }
    s.circle(cx, cy, r * 0.13, [252, 250, 244]);
    s.circle(cx + r * 0.01, cy + r * 0.01, r * 0.07, [250, 180, 40]);
    for (let i = 0; i < 30; i++)
      s.ellipse(...inDisc(random, cx, cy, r * 0.7), r * 0.01, r * 0.005, random() * Math.PI, i % 2 ? [40, 36, 32] : [250, 240, 210]);
  });
};

const rolls: DishPainter = (s, cx, cy, r, random) => {
  plate(s, cx, cy, r);
  for (let i = 0; i < 6; i++) lettuce(s, random, ...inDisc(random, cx - r * 0.05, cy, r * 0.35), r * 0.22, pick(random, GREENS));
  const fried = random() < 0.5;
  for (let i = 0; i < 4; i++) {
    const [x, y] = [cx - r * 0.33 + i * r * 0.22, cy - r * 0.08 + (i % 2) * r * 0.12];
    s.group({ transform: placed(x, y, 1.2) }, () => {
      shadow(s, 0, 0, r * 0.3, r * 0.1, 0.25);
      if (fried) {
        s.rect(
          -r * 0.3,
          -r * 0.105,
          r * 0.6,
          r * 0.21,
          s.linearGradient(
            [
              [0, [242, 188, 98]],
              [0.6, [222, 150, 66]],
              [1, [190, 114, 46]],
            ],
            0,
            0,
            0,
            1,
          ),
          {},
          r * 0.1,
        );
        for (let k = 0; k < 7; k++)
          s.ellipse(-r * 0.21 + k * r * 0.07, (k % 2 ? -1 : 1) * r * 0.035, r * 0.024, r * 0.012, 0.3, [252, 218, 146], { opacity: 0.8 });
        s.line([-r * 0.12, -r * 0.1], [-r * 0.05, r * 0.1], r * 0.01, [180, 104, 40], { opacity: 0.5 });
      } else {
        s.rect(-r * 0.3, -r * 0.1, r * 0.6, r * 0.2, [246, 240, 230], { opacity: 0.95 }, r * 0.1);
        for (let k = 0; k < 3; k++) s.ellipse(-r * 0.16 + k * r * 0.16, 0, r * 0.06, r * 0.045, 0, [246, 150, 128], { opacity: 0.85 });
        s.line([-r * 0.24, r * 0.05], [r * 0.24, r * 0.05], r * 0.03, [96, 170, 80], { opacity: 0.75 });
      }
    });
  }
  ramekin(s, random, cx + r * 0.45, cy + r * 0.45, r * 0.17, [206, 120, 50], 9);
  for (let i = 0; i < 3; i++) leaf(s, ...inDisc(random, cx - r * 0.4, cy + r * 0.4, r * 0.1), r * 0.06, random() * Math.PI, [72, 156, 72]);
};

const burger: DishPainter = (s, cx, cy, r, random) => {
  plate(s, cx, cy, r);
  const [bx, by] = [cx - r * 0.14, cy - r * 0.04];
  shadow(s, bx, by, r * 0.55, r * 0.55, 0.3);
  s.path(blob(random, bx, by, r * 0.56, 0.14, 18), [112, 182, 70]);
  s.rect(bx - r * 0.44, by - r * 0.44, r * 0.88, r * 0.88, [250, 196, 60], { transform: `rotate(20 ${num(bx)} ${num(by)})` }, r * 0.08);
  s.circle(bx, by, r * 0.52, [96, 56, 36]);
  s.circle(
    bx,
    by,
    r * 0.49,
    s.radialGradient(
      [
        [0, [242, 182, 96]],
        [0.7, [214, 140, 62]],
        [1, [178, 104, 42]],
      ],
      0.42,
      0.38,
    ),
  );
  for (let i = 0; i < 30; i++) s.ellipse(...inDisc(random, bx, by, r * 0.38), r * 0.022, r * 0.011, random() * Math.PI, [252, 240, 206]);
  for (let i = 0; i < 9; i++) {
    const [x, y] = [cx + r * 0.5 + (i % 3) * r * 0.06, cy - r * 0.3 + Math.floor(i / 3) * r * 0.2];
    s.rect(
      x - r * 0.035,
      y - r * 0.2,
      r * 0.07,
      r * 0.4,
      s.linearGradient([
        [0, [252, 214, 110]],
        [1, [232, 168, 60]],
      ]),
      { transform: `rotate(${Math.round((random() - 0.5) * 40)} ${num(x)} ${num(y)})` },
      r * 0.015,
    );
  }
  ramekin(s, random, cx - r * 0.1, cy + r * 0.58, r * 0.13, [200, 40, 30]);
};

export const DISH_PAINTERS: Record<Dish, DishPainter> = {
  pasta,
  sushi,
  cake,
  tart,
  bread,
  salad,
  soup,
  macarons,
  stew,
  pizza,
  bowl: bowlDish,
  crepes,
  rolls,
  burger,
};
