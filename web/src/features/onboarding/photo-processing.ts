/**
 * Turns a file the Kooker picked into the two sizes Kookers stores (domain/src/kookers/images.ts), in the
 * browser: decoded (anything that is not really an image is refused here), oriented, resized to
 * at most 1280 px and 400 px on the longest side, and encoded as WebP (JPEG where the browser
 * cannot write WebP) within 300 KB and 60 KB.
 */
import { base64MatchesType, fitWithin, IMAGE_VARIANTS, type ImageContentType, type ImageVariant } from '@kookers/domain/kookers';

/** Files larger than this are refused before decoding (a phone photo is 2 to 8 MB). */
const PHOTO_FILE_MAX_BYTES = 25 * 1024 * 1024;

interface EncodedVariant {
  base64: string;
  width: number;
  height: number;
  bytes: number;
  /** For the preview, before the photo is served. */
  blob: Blob;
}

export interface PreparedPhoto {
  contentType: ImageContentType;
  large: EncodedVariant;
  small: EncodedVariant;
}

/** A photo refused for a reason the Kooker can act on, in French. */
export class PhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoError';
  }
}

const NOT_AN_IMAGE = 'Ce fichier n’est pas une image. Choisissez une photo (JPEG, PNG ou WebP).';
const UNREADABLE_IMAGE =
  'Cette image n’a pas pu être lue : le fichier est peut-être abîmé ou dans un format que votre navigateur ne sait pas ouvrir.';

const QUALITIES = [0.86, 0.78, 0.7, 0.6, 0.5];

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new PhotoError(UNREADABLE_IMAGE));
    reader.readAsDataURL(blob);
  });
}

/** Draws the bitmap at `width` × `height` and encodes it within `maxBytes`, lowering the quality, then the size. */
async function encode(
  bitmap: ImageBitmap,
  variant: ImageVariant,
  preferred: ImageContentType,
): Promise<{ contentType: ImageContentType; variant: EncodedVariant }> {
  const { maxSide, maxBytes } = IMAGE_VARIANTS[variant];
  let size = fitWithin(bitmap.width, bitmap.height, maxSide);
  for (let attempt = 0; attempt < 6; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError(UNREADABLE_IMAGE);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    for (const quality of QUALITIES) {
      const blob = await toBlob(canvas, preferred, quality);
      if (!blob) continue;
      // A browser that cannot write WebP answers with a PNG: fall back to JPEG.
      const contentType = (blob.type === preferred ? preferred : 'image/jpeg') as ImageContentType;
      const encoded = blob.type === contentType ? blob : await toBlob(canvas, 'image/jpeg', quality);
      if (encoded && encoded.size <= maxBytes) {
        return {
          contentType,
          variant: { base64: await base64Of(encoded), width: size.width, height: size.height, bytes: encoded.size, blob: encoded },
        };
      }
    }
    size = { width: Math.max(1, Math.round(size.width * 0.8)), height: Math.max(1, Math.round(size.height * 0.8)) };
  }
  throw new PhotoError('Cette photo n’a pas pu être assez allégée. Essayez avec une autre photo.');
}

/**
 * Prepares a photo for upload. `onStep` follows the work (for the progress shown to the
 * Kooker). Throws a PhotoError with a French message for anything the Kooker must fix.
 */
export async function preparePhoto(file: File, onStep: (step: 'reading' | 'resizing') => void = () => undefined): Promise<PreparedPhoto> {
  if (!file.type.startsWith('image/')) throw new PhotoError(NOT_AN_IMAGE);
  if (file.size > PHOTO_FILE_MAX_BYTES) throw new PhotoError('Cette photo est trop lourde (25 Mo au maximum).');
  onStep('reading');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // The name says image, the bytes say otherwise (or the format is not supported).
    throw new PhotoError(UNREADABLE_IMAGE);
  }
  try {
    onStep('resizing');
    const large = await encode(bitmap, 'large', 'image/webp');
    const small = await encode(bitmap, 'small', large.contentType);
    if (small.contentType !== large.contentType) throw new PhotoError(UNREADABLE_IMAGE);
    if (!base64MatchesType(large.variant.base64, large.contentType) || !base64MatchesType(small.variant.base64, small.contentType)) {
      throw new PhotoError(UNREADABLE_IMAGE);
    }
    return { contentType: large.contentType, large: large.variant, small: small.variant };
  } finally {
    bitmap.close();
  }
}
