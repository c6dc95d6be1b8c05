/**
 * Turns a painted picture into the bytes of an `images` document (docs/decisions/006): WebP in
 * both sizes the app serves, each rendered from the SVG at its own size (sharper than a
 * downscaled copy), within IMAGE_VARIANTS. sharp (libvips, librsvg and libwebp from npm) does it.
 */
import { fitWithin, IMAGE_VARIANTS, type ImageVariant } from '@kookers/domain/images';
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

async function render(picture: Sketch, variant: ImageVariant): Promise<EncodedPicture> {
  const { width, height } = fitWithin(picture.width, picture.height, IMAGE_VARIANTS[variant].maxSide);
  const data = await sharp(Buffer.from(picture.toSvg(width, height))).webp(WEBP_OPTIONS[variant]).toBuffer();
  if (data.length > IMAGE_VARIANTS[variant].maxBytes) throw new RangeError(`Image trop lourde (${variant}, ${data.length} octets)`);
  return { data, width, height };
}

/** The photo and its small variant: the same bytes when the photo is already small enough. */
export async function encodePicture(picture: Sketch): Promise<{ large: EncodedPicture; small: EncodedPicture }> {
  const large = await render(picture, 'large');
  const fitsSmall = Math.max(large.width, large.height) <= IMAGE_VARIANTS.small.maxSide;
  return { large, small: fitsSmall ? large : await render(picture, 'small') };
}
