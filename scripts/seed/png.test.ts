import { IMAGE_VARIANTS } from '@kookers/domain/images';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DISHES, PICTURE_SIZES, paintProfile, paintServicePhoto, paletteOf } from './pictures';
import { type Chunk, chunksOf, pngSizeOf } from './png-chunks';
import { Canvas, crc32, downscale, encodePng, PNG_SIGNATURE } from './png';

/** A canvas whose pixels are given row by row, as one grey level each. */
function greys(width: number, height: number, levels: readonly number[]): Canvas {
  const canvas = new Canvas(width, height);
  levels.forEach((level, i) => canvas.pixels.fill(level, i * 3, i * 3 + 3));
  return canvas;
}

const greyLevels = (canvas: Canvas) => Array.from({ length: canvas.width * canvas.height }, (_, i) => canvas.pixels[i * 3] as number);

describe('png', () => {
  it('encodes a valid PNG: signature, IHDR with the size, IDAT inflating to every scanline, IEND', () => {
    const canvas = new Canvas(7, 5, [10, 20, 30]);
    canvas.fillCircle(3, 2, 2, [200, 100, 50]);
    const png = canvas.toPng();
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data])));
    const [header, data] = chunks as [Chunk, Chunk];
    expect(header.data.readUInt32BE(0)).toBe(7);
    expect(header.data.readUInt32BE(4)).toBe(5);
    expect([...header.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(inflateSync(data.data).length).toBe(5 * (1 + 7 * 3));
  });

  it('rebuilds the exact pixels from the filtered scanlines', () => {
    const canvas = new Canvas(4, 3, [0, 0, 0]);
    canvas.linearGradient([0, 0, 0], [255, 128, 64], Math.PI / 4);
    const raw = inflateSync((chunksOf(canvas.toPng())[1] as Chunk).data);
    const decoded = new Uint8Array(4 * 3 * 3);
    for (let y = 0; y < 3; y++) {
      expect(raw[y * 13]).toBe(2); // "Up"
      for (let i = 0; i < 12; i++) decoded[y * 12 + i] = ((raw[y * 13 + 1 + i] as number) + (y > 0 ? (decoded[(y - 1) * 12 + i] as number) : 0)) & 0xff;
    }
    expect([...decoded]).toEqual([...canvas.pixels]);
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow();
  });

  it('paints the same picture from the same seed, at the expected sizes, within the size of a stored photo', () => {
    const first = paintServicePhoto('seed', 'pasta', paletteOf(0)).toPng();
    expect(paintServicePhoto('seed', 'pasta', paletteOf(0)).toPng().equals(first)).toBe(true);
    expect(pngSizeOf(first)).toEqual([PICTURE_SIZES.photo.width, PICTURE_SIZES.photo.height]);
    expect(paintProfile('seed', 'CD', paletteOf(1)).width).toBe(PICTURE_SIZES.profile.width);
    for (const dish of DISHES) expect(paintServicePhoto(dish, dish, paletteOf(2)).toPng().length).toBeLessThan(IMAGE_VARIANTS.large.maxBytes);
  });
});

describe('downscale', () => {
  it('averages each 2×2 block when halving', () => {
    const small = downscale(greys(4, 2, [0, 40, 100, 100, 80, 120, 0, 200]), 2, 1);
    expect([small.width, small.height]).toEqual([2, 1]);
    // (0 + 40 + 80 + 120) / 4 and (100 + 100 + 0 + 200) / 4.
    expect(greyLevels(small)).toEqual([60, 100]);
  });

  it('weighs a source pixel split between two target pixels by the part each covers', () => {
    // 3 → 2: each target pixel covers 1.5 source pixels, the middle one half each.
    expect(greyLevels(downscale(greys(3, 1, [0, 90, 180]), 2, 1))).toEqual([30, 150]);
    expect(greyLevels(downscale(greys(1, 3, [0, 90, 180]), 1, 2))).toEqual([30, 150]);
  });

  it('keeps a flat colour flat, each channel on its own', () => {
    const small = downscale(new Canvas(64, 48, [12, 200, 77]), 40, 30);
    expect([...small.pixels]).toEqual(Array.from({ length: 40 * 30 }, () => [12, 200, 77]).flat());
  });

  it('copies a picture asked at its own size', () => {
    const canvas = paintProfile('seed', 'CD', paletteOf(1));
    expect(downscale(canvas, canvas.width, canvas.height).toPng().equals(canvas.toPng())).toBe(true);
  });

  it('refuses to enlarge or to make an empty picture', () => {
    const canvas = new Canvas(4, 4);
    expect(() => downscale(canvas, 5, 4)).toThrow(RangeError);
    expect(() => downscale(canvas, 4, 0)).toThrow(RangeError);
    expect(() => downscale(canvas, 2.5, 2)).toThrow(RangeError);
  });
});
