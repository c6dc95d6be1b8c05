/** The colours of a Kooker's pictures (kookers.ts gives each curated Kooker one, by index). */
import type { Color } from './svg';

export interface Palette {
  /** Gradient of covers and profile backgrounds. */
  from: Color;
  to: Color;
  /** Profile disc, napkins, bowls and pots. */
  accent: Color;
  /** Table cloth of service photos. */
  cloth: Color;
}

const PALETTES: readonly Palette[] = [
  { from: [253, 230, 200], to: [240, 160, 110], accent: [196, 84, 52], cloth: [230, 90, 70] },
  { from: [226, 240, 214], to: [150, 190, 120], accent: [74, 124, 68], cloth: [90, 150, 90] },
  { from: [250, 226, 232], to: [226, 140, 160], accent: [170, 60, 90], cloth: [210, 100, 130] },
  { from: [222, 236, 246], to: [120, 170, 210], accent: [46, 96, 150], cloth: [70, 120, 190] },
  { from: [255, 242, 200], to: [240, 190, 80], accent: [180, 120, 30], cloth: [220, 160, 40] },
  { from: [236, 226, 246], to: [170, 140, 210], accent: [100, 70, 150], cloth: [130, 100, 180] },
  { from: [214, 240, 236], to: [100, 180, 170], accent: [30, 120, 110], cloth: [40, 150, 140] },
  { from: [244, 232, 220], to: [190, 150, 120], accent: [120, 80, 50], cloth: [160, 110, 80] },
];

export const paletteOf = (index: number): Palette =>
  PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length] ?? (PALETTES[0] as Palette);
