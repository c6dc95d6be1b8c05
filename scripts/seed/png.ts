/**
 * A tiny PNG encoder (8-bit RGB, no dependency but node:zlib) and the drawing helpers the seed
 * uses to paint small food pictures: gradients, table cloths, plates, and simple dishes seen
 * from above. Everything is deterministic: the same seed paints the same bytes.
 */
import { deflateSync } from 'node:zlib';

export type Color = readonly [number, number, number];

/* ───────────── PNG encoding ───────────── */

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

/**
 * Filters every scanline with "Up" (each byte minus the one above): the pictures are made of
 * flat areas, vertical bands and gradients, which this turns into long runs that deflate to
 * almost nothing — as small as per-row adaptive filtering here, and several times faster.
 */
function filterScanlines(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    out[at] = 2;
    const row = y * stride;
    for (let i = 0; i < stride; i++) {
      const above = y > 0 ? (pixels[row - stride + i] as number) : 0;
      out[at + 1 + i] = ((pixels[row + i] as number) - above) & 0xff;
    }
  }
  return out;
}

/** Encodes 8-bit RGB pixels (row by row, 3 bytes a pixel) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) throw new RangeError('Taille invalide');
  if (pixels.length !== width * height * 3) throw new RangeError('Nombre de pixels incohérent');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour (RGB)
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method 0 (the five per-row filters)
  header[12] = 0; // no interlace
  const data = deflateSync(filterScanlines(pixels, width, height));
  return Buffer.concat([Buffer.from(PNG_SIGNATURE), chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', new Uint8Array(0))]);
}

/* ───────────── Randomness ───────────── */

/** A small seeded PRNG (mulberry32): numbers in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit seed from a text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/* ───────────── Drawing ───────────── */

const distance = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy);
const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

export function mix(from: Color, to: Color, t: number): Color {
  return [
    Math.round(from[0] + (to[0] - from[0]) * t),
    Math.round(from[1] + (to[1] - from[1]) * t),
    Math.round(from[2] + (to[2] - from[2]) * t),
  ];
}

export const shade = (color: Color, amount: number): Color => (amount < 0 ? mix(color, [0, 0, 0], -amount) : mix(color, [255, 255, 255], amount));

export type Point = readonly [number, number];

/** An RGB picture in memory, painted with anti-aliased shapes. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Color = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  /** Mixes `color` into one pixel with the given opacity. */
  blend(x: number, y: number, color: Color, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    if (alpha >= 1) {
      p[i] = color[0];
      p[i + 1] = color[1];
      p[i + 2] = color[2];
      return;
    }
    p[i] = Math.round((p[i] as number) + (color[0] - (p[i] as number)) * alpha);
    p[i + 1] = Math.round((p[i + 1] as number) + (color[1] - (p[i + 1] as number)) * alpha);
    p[i + 2] = Math.round((p[i + 2] as number) + (color[2] - (p[i + 2] as number)) * alpha);
  }

  /** Paints every pixel of a box with the coverage (0–1) a shape gives it. */
  private paint(left: number, top: number, right: number, bottom: number, color: Color, alpha: number, coverage: (x: number, y: number) => number) {
    const x0 = Math.max(0, Math.floor(left));
    const y0 = Math.max(0, Math.floor(top));
    const x1 = Math.min(this.width - 1, Math.ceil(right));
    const y1 = Math.min(this.height - 1, Math.ceil(bottom));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const cover = coverage(x + 0.5, y + 0.5);
        if (cover > 0) this.blend(x, y, color, cover * alpha);
      }
    }
  }

  fillRect(x: number, y: number, width: number, height: number, color: Color, alpha = 1): void {
    if (Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(width) && Number.isInteger(height)) {
      for (let py = Math.max(0, y); py < Math.min(this.height, y + height); py++) {
        for (let px = Math.max(0, x); px < Math.min(this.width, x + width); px++) this.blend(px, py, color, alpha);
      }
      return;
    }
    this.paint(x, y, x + width, y + height, color, alpha, (px, py) => clamp01(Math.min(px - x + 0.5, x + width - px + 0.5)) * clamp01(Math.min(py - y + 0.5, y + height - py + 0.5)));
  }

  /** A gradient over the whole canvas, from `from` to `to` along `angle` (radians, 0 = left to right). */
  linearGradient(from: Color, to: Color, angle = 0): void {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const corners = [0, this.width * dx, this.height * dy, this.width * dx + this.height * dy];
    const min = Math.min(...corners);
    const span = Math.max(...corners) - min || 1;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x * dx + y * dy - min) / span;
        const i = (y * this.width + x) * 3;
        this.pixels[i] = Math.round(from[0] + (to[0] - from[0]) * t);
        this.pixels[i + 1] = Math.round(from[1] + (to[1] - from[1]) * t);
        this.pixels[i + 2] = Math.round(from[2] + (to[2] - from[2]) * t);
      }
    }
  }

  fillCircle(cx: number, cy: number, radius: number, color: Color, alpha = 1): void {
    // Row by row: pixels well inside are painted directly, only the rim is anti-aliased.
    const top = Math.max(0, Math.floor(cy - radius - 1));
    const bottom = Math.min(this.height - 1, Math.ceil(cy + radius + 1));
    for (let y = top; y <= bottom; y++) {
      const dy = y + 0.5 - cy;
      const outer2 = (radius + 0.5) ** 2 - dy * dy;
      if (outer2 <= 0) continue;
      const reach = Math.sqrt(outer2);
      const inner2 = (radius - 0.5) ** 2 - dy * dy;
      const inner = inner2 > 0 ? Math.sqrt(inner2) : -1;
      const left = Math.max(0, Math.floor(cx - reach));
      const right = Math.min(this.width - 1, Math.ceil(cx + reach));
      for (let x = left; x <= right; x++) {
        const dx = x + 0.5 - cx;
        const cover = Math.abs(dx) <= inner ? 1 : clamp01(radius - distance(dx, dy) + 0.5);
        if (cover > 0) this.blend(x, y, color, cover * alpha);
      }
    }
  }

  fillRing(cx: number, cy: number, outer: number, inner: number, color: Color, alpha = 1): void {
    this.paint(cx - outer - 1, cy - outer - 1, cx + outer + 1, cy + outer + 1, color, alpha, (x, y) => {
      const d = distance(x - cx, y - cy);
      return clamp01(outer - d + 0.5) * clamp01(d - inner + 0.5);
    });
  }

  /** An ellipse turned by `angle` radians. */
  fillEllipse(cx: number, cy: number, rx: number, ry: number, angle: number, color: Color, alpha = 1): void {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.max(rx, ry) + 1;
    const scale = Math.min(rx, ry);
    this.paint(cx - reach, cy - reach, cx + reach, cy + reach, color, alpha, (x, y) => {
      const u = (x - cx) * cos + (y - cy) * sin;
      const v = -(x - cx) * sin + (y - cy) * cos;
      return clamp01((1 - distance(u / rx, v / ry)) * scale + 0.5);
    });
  }

  /** A filled polygon (even-odd), anti-aliased: 4 sub-rows a pixel, exact coverage along them. */
  fillPolygon(points: readonly Point[], color: Color, alpha = 1): void {
    const ys = points.map(([, y]) => y);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.height, Math.ceil(Math.max(...ys)));
    const coverage = new Float64Array(this.width + 1);
    const addSpan = (from: number, to: number, weight: number) => {
      const a = Math.max(0, Math.min(this.width, from));
      const b = Math.max(0, Math.min(this.width, to));
      if (b <= a) return;
      const first = Math.floor(a);
      const last = Math.floor(b);
      if (first === last) {
        coverage[first] = (coverage[first] as number) + (b - a) * weight;
        return;
      }
      coverage[first] = (coverage[first] as number) + (first + 1 - a) * weight;
      for (let i = first + 1; i < last; i++) coverage[i] = (coverage[i] as number) + weight;
      coverage[last] = (coverage[last] as number) + (b - last) * weight;
    };
    for (let y = top; y < bottom; y++) {
      coverage.fill(0);
      for (let sub = 0; sub < 4; sub++) {
        const sy = y + (sub + 0.5) / 4;
        const crossings: number[] = [];
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i] as Point;
          const [xj, yj] = points[j] as Point;
          if (yi > sy !== yj > sy) crossings.push(xi + ((sy - yi) * (xj - xi)) / (yj - yi));
        }
        crossings.sort((a, b) => a - b);
        for (let k = 0; k + 1 < crossings.length; k += 2) addSpan(crossings[k] as number, crossings[k + 1] as number, 0.25);
      }
      for (let x = 0; x < this.width; x++) {
        const cover = coverage[x] as number;
        if (cover > 0) this.blend(x, y, color, Math.min(1, cover) * alpha);
      }
    }
  }

  /** A thick straight line with round ends. */
  line(from: Point, to: Point, thickness: number, color: Color, alpha = 1): void {
    const [ax, ay] = from;
    const [bx, by] = to;
    const length2 = (bx - ax) ** 2 + (by - ay) ** 2 || 1;
    const half = thickness / 2;
    this.paint(Math.min(ax, bx) - half - 1, Math.min(ay, by) - half - 1, Math.max(ax, bx) + half + 1, Math.max(ay, by) + half + 1, color, alpha, (x, y) => {
      const t = clamp01(((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length2);
      return clamp01(half - distance(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) + 0.5);
    });
  }

  /** A table cloth: translucent horizontal and vertical bands. */
  gingham(color: Color, band: number, alpha = 0.35): void {
    for (let x = 0; x < this.width; x += band * 2) this.fillRect(x, 0, band, this.height, color, alpha);
    for (let y = 0; y < this.height; y += band * 2) this.fillRect(0, y, this.width, band, color, alpha);
  }

  /** Wooden planks running top to bottom, each a slightly different tone. */
  planks(base: Color, width: number, random: () => number): void {
    for (let x = 0; x < this.width; x += width) {
      this.fillRect(x, 0, width, this.height, shade(base, (random() - 0.5) * 0.16));
      this.fillRect(x, 0, 2, this.height, shade(base, -0.25));
    }
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

/* ───────────── Resizing ───────────── */

/**
 * For each pixel of a row `to` pixels long, the source pixels of a row `from` long it covers and
 * by how much: a box filter with exact fractional edges, the weights of each pixel summing to 1.
 */
function coverageWeights(from: number, to: number): Array<{ first: number; weights: Float64Array }> {
  const scale = from / to;
  return Array.from({ length: to }, (_, index) => {
    const start = index * scale;
    const end = Math.min(from, (index + 1) * scale);
    const first = Math.floor(start);
    const weights: number[] = [];
    for (let source = first; source < end; source++) weights.push((Math.min(end, source + 1) - Math.max(start, source)) / scale);
    return { first, weights: Float64Array.from(weights) };
  });
}

/**
 * A smaller copy of a picture, each pixel the average of the area it covers (the small variant
 * of a stored photo is made from the painted canvas, not painted again). Never enlarges.
 */
export function downscale(source: Canvas, width: number, height: number): Canvas {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > source.width || height > source.height) {
    throw new RangeError(`Réduction impossible de ${source.width}×${source.height} en ${width}×${height}`);
  }
  const pixels = source.pixels;
  // Across first (every source row to `width` pixels), then down: two passes of one dimension each.
  const across = new Float64Array(width * source.height * 3);
  const columns = coverageWeights(source.width, width);
  for (let y = 0; y < source.height; y++) {
    for (let x = 0; x < width; x++) {
      const { first, weights } = columns[x] as { first: number; weights: Float64Array };
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0, from = (y * source.width + first) * 3; k < weights.length; k++, from += 3) {
        const weight = weights[k] as number;
        r += (pixels[from] as number) * weight;
        g += (pixels[from + 1] as number) * weight;
        b += (pixels[from + 2] as number) * weight;
      }
      const out = (y * width + x) * 3;
      across[out] = r;
      across[out + 1] = g;
      across[out + 2] = b;
    }
  }
  const target = new Canvas(width, height);
  const rows = coverageWeights(source.height, height);
  const stride = width * 3;
  for (let y = 0; y < height; y++) {
    const { first, weights } = rows[y] as { first: number; weights: Float64Array };
    for (let i = 0; i < stride; i++) {
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += (across[(first + k) * stride + i] as number) * (weights[k] as number);
      target.pixels[y * stride + i] = Math.min(255, Math.round(sum));
    }
  }
  return target;
}

/* ───────────── A 5×7 font for initials ───────────── */

const GLYPHS: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

/** Upper-case letters without accents ("É" → "E"); others are dropped. */
export function initialsOf(...names: string[]): string {
  return names
    .map((name) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().charAt(0))
    .filter((letter) => letter in GLYPHS)
    .join('');
}

/**
 * Writes capital letters centred on (cx, cy) as rounded strokes: each lit dot of the 5×7 glyph is
 * joined to its lit neighbours (right, below, and diagonals that no straight path joins).
 */
export function drawText(canvas: Canvas, text: string, cx: number, cy: number, dot: number, color: Color): void {
  const letters = [...text].filter((letter) => letter in GLYPHS);
  const advance = 6 * dot;
  const left = cx - (letters.length * advance - dot) / 2;
  const top = cy - (7 * dot) / 2;
  letters.forEach((letter, index) => {
    const rows = GLYPHS[letter] ?? [];
    const lit = (x: number, y: number) => rows[y]?.[x] === '1';
    const at = (x: number, y: number): Point => [left + index * advance + x * dot + dot / 2, top + y * dot + dot / 2];
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 5; x++) {
        if (!lit(x, y)) continue;
        canvas.fillCircle(...at(x, y), dot * 0.5, color);
        if (lit(x + 1, y)) canvas.line(at(x, y), at(x + 1, y), dot, color);
        if (lit(x, y + 1)) canvas.line(at(x, y), at(x, y + 1), dot, color);
        if (lit(x + 1, y + 1) && !lit(x + 1, y) && !lit(x, y + 1)) canvas.line(at(x, y), at(x + 1, y + 1), dot, color);
        if (lit(x - 1, y + 1) && !lit(x - 1, y) && !lit(x, y + 1)) canvas.line(at(x, y), at(x - 1, y + 1), dot, color);
      }
    }
  });
}
