/**
 * Turns a painted picture into the bytes of an `images` document (docs/decisions/006): WebP in
 * both sizes the app serves, each rendered from the SVG at its own size (sharper than a
 * downscaled copy), within IMAGE_VARIANTS. sharp (libvips, librsvg and libwebp from npm) does it.
 */
import { fitWithin, IMAGE_VARIANTS, type ImageVariant } from '@kookers/domain/kookers';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Sketch } from './svg';

export const PICTURE_CONTENT_TYPE = 'image/webp';

// libvips' operation cache serves repeated operations on the same input: every picture here is
// new, so it would only hold memory.
sharp.cache(false);

/**
 * Lossy, at libwebp's effort 2: for these flat pictures, efforts 3 and 4 save about 5 % for
 * twice the time, 6 a few percent more for up to twenty times (sharp's smartSubsample makes
 * bigger files, slower, for a difference seen only zoomed in). The small
 * variant, shown in cards a few hundred pixels wide, takes a lower quality. libwebp gives the
 * same bytes for the same pixels and options.
 */
const WEBP_OPTIONS: Record<ImageVariant, { quality: number; effort: number }> = {
  large: { quality: 80, effort: 2 },
  small: { quality: 74, effort: 2 },
};

export interface EncodedPicture {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Where the seed's encoded pictures are kept between runs (`.cache/` of the folder the command
 * runs in, the project's root for npm scripts and vitest): `npm test` builds the seed in three
 * suites and `npm run seed` once more, each time the same hundred pictures, which take most of
 * the time. KOOKERS_PICTURE_CACHE names another folder.
 */
export const pictureCacheDir = (): string => process.env.KOOKERS_PICTURE_CACHE ?? join(process.cwd(), '.cache', 'seed-pictures');

/**
 * What makes the bytes: the SVG at its size, the encoder's options, and sharp's and libvips'
 * versions (another version may encode differently). Two pictures with the same key have the
 * same bytes, since libwebp gives the same bytes for the same pixels and options.
 */
function cacheKey(svg: string, variant: ImageVariant): string {
  const encoder = JSON.stringify({ webp: WEBP_OPTIONS[variant], sharp: sharp.versions });
  return createHash('sha256').update(encoder).update('\0').update(svg).digest('hex');
}

async function encodeSvg(svg: string, variant: ImageVariant, cacheDir: string | undefined): Promise<Buffer> {
  const encode = () => sharp(Buffer.from(svg)).webp(WEBP_OPTIONS[variant]).toBuffer();
  if (!cacheDir) return encode();
  const file = join(cacheDir, `${cacheKey(svg, variant)}.webp`);
  try {
    return await readFile(file);
  } catch {
    const data = await encode();
    // Written aside then renamed: a run side by side never reads half a file.
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(partial, data);
    await rename(partial, file);
    return data;
  }
}

async function render(picture: Sketch, variant: ImageVariant, cacheDir: string | undefined): Promise<EncodedPicture> {
  const { width, height } = fitWithin(picture.width, picture.height, IMAGE_VARIANTS[variant].maxSide);
  const data = await encodeSvg(picture.toSvg(width, height), variant, cacheDir);
  if (data.length > IMAGE_VARIANTS[variant].maxBytes) throw new RangeError(`Image trop lourde (${variant}, ${data.length} octets)`);
  return { data, width, height };
}

/**
 * The photo and its small variant: the same bytes when the photo is already small enough.
 * With `cacheDir`, a picture already encoded there (same SVG, options and encoder) is read
 * back instead of encoded again.
 */
export async function encodePicture(
  picture: Sketch,
  { cacheDir }: { cacheDir?: string } = {},
): Promise<{ large: EncodedPicture; small: EncodedPicture }> {
  const large = await render(picture, 'large', cacheDir);
  const fitsSmall = Math.max(large.width, large.height) <= IMAGE_VARIANTS.small.maxSide;
  return { large, small: fitsSmall ? large : await render(picture, 'small', cacheDir) };
}
