import { IMAGE_VARIANTS } from '@kookers/domain/kookers';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DISHES } from './dishes';
import { encodePicture } from './encode';
import { paletteOf } from './palettes';
import { initialsOf, paintCover, paintProfile, paintServicePhoto, PICTURE_SIZES } from './pictures';
import { Sketch } from './svg';

/** The share of near-white pixels in a box of a picture. */
async function whiteShare(svg: string, box: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).extract(box).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let white = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if ((data[i] as number) > 235 && (data[i + 1] as number) > 235 && (data[i + 2] as number) > 235) white++;
  return white / (info.width * info.height);
}

describe('seed pictures', () => {
  it('paints the same SVG from the same seed, and another picture from another seed', () => {
    const photo = paintServicePhoto('seed', 'pasta', paletteOf(0)).toSvg();
    expect(paintServicePhoto('seed', 'pasta', paletteOf(0)).toSvg()).toBe(photo);
    expect(paintServicePhoto('other', 'pasta', paletteOf(0)).toSvg()).not.toBe(photo);
    expect(paintCover('seed', ['tart', 'soup'], paletteOf(1)).toSvg()).toBe(paintCover('seed', ['tart', 'soup'], paletteOf(1)).toSvg());
  });

  it('encodes the same bytes twice, as WebP, the small variant rendered at 400 px in the same proportions', async () => {
    const cover = paintCover('seed', ['pasta', 'cake', 'salad'], paletteOf(2));
    const first = await encodePicture(cover);
    const again = await encodePicture(cover);
    expect(again.large.data.equals(first.large.data)).toBe(true);
    expect(again.small.data.equals(first.small.data)).toBe(true);
    const large = await sharp(first.large.data).metadata();
    const small = await sharp(first.small.data).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', PICTURE_SIZES.cover.width, PICTURE_SIZES.cover.height]);
    expect([small.format, small.width, small.height]).toEqual([
      'webp',
      IMAGE_VARIANTS.small.maxSide,
      Math.round((IMAGE_VARIANTS.small.maxSide * PICTURE_SIZES.cover.height) / PICTURE_SIZES.cover.width),
    ]);
    expect([first.small.width, first.small.height]).toEqual([small.width, small.height]);
  });

  it('gives a picture already small enough the same bytes in both sizes', async () => {
    const { large, small } = await encodePicture(paintProfile('seed', 'CD', paletteOf(0)));
    expect(small).toBe(large);
    expect([large.width, large.height]).toEqual([PICTURE_SIZES.profile.width, PICTURE_SIZES.profile.height]);
  });

  it('reads back from its cache the bytes it would encode, and encodes again what the cache lacks', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'kookers-pictures-'));
    try {
      const cover = paintCover('cache', ['pasta', 'cake'], paletteOf(3));
      const encoded = await encodePicture(cover);
      const first = await encodePicture(cover, { cacheDir });
      expect((await readdir(cacheDir)).filter((name) => name.endsWith('.webp'))).toHaveLength(2);
      const cached = await encodePicture(cover, { cacheDir });
      for (const picture of [first, cached]) {
        expect(picture.large.data.equals(encoded.large.data)).toBe(true);
        expect(picture.small.data.equals(encoded.small.data)).toBe(true);
        expect([picture.small.width, picture.small.height]).toEqual([encoded.small.width, encoded.small.height]);
      }
      const other = await encodePicture(paintCover('other', ['pasta', 'cake'], paletteOf(3)), { cacheDir });
      expect(other.large.data.equals(encoded.large.data)).toBe(false);
      expect(await readdir(cacheDir)).toHaveLength(4);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('writes the initials in white on the disc (librsvg found a sans-serif font)', async () => {
    const { width, height } = PICTURE_SIZES.profile;
    // The middle of the disc, inside its ring: white only where letters are drawn.
    const middle = {
      left: Math.round(width * 0.27),
      top: Math.round(height * 0.33),
      width: Math.round(width * 0.46),
      height: Math.round(height * 0.34),
    };
    expect(await whiteShare(paintProfile('seed', 'CD', paletteOf(0)).toSvg(), middle)).toBeGreaterThan(0.15);
    expect(
      await whiteShare(
        paintProfile('seed', 'CD', paletteOf(0))
          .toSvg()
          .replace(/<text[^>]*>CD<\/text>/, ''),
        middle,
      ),
    ).toBe(0);
  });

  it('paints every dish', () => {
    for (const dish of DISHES) expect(paintServicePhoto('seed', dish, paletteOf(0)).toSvg().length, dish).toBeGreaterThan(2000);
  });

  it('takes the first letter of each name as initials, in capitals, accents kept', () => {
    expect(initialsOf('Claire', 'Dubois')).toBe('CD');
    expect(initialsOf('élodie', 'Petit')).toBe('ÉP');
    expect(initialsOf("  d'Artagnan", '')).toBe('D');
  });

  it('escapes text for XML', () => {
    const sketch = new Sketch(10, 10);
    sketch.text('A&B<C>', 5, 5, 4, [0, 0, 0]);
    expect(sketch.toSvg()).toContain('>A&amp;B&lt;C&gt;</text>');
  });
});
