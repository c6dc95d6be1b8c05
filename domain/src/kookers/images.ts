/**
 * Photos (docs/modele-de-donnees.md, docs/decisions/005 and 006): resized in the browser, stored as `images`
 * documents in two sizes, referenced by id from profiles and services, served over HTTP by the
 * `serveImage` function under /images/{id}. firestore.rules enforces the same limits, the same
 * signatures and the same id format.
 */

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** The two sizes of every stored photo: the photo itself, and a variant for cards and lists. */
export const IMAGE_VARIANTS = {
  large: { maxSide: 1280, maxBytes: 300 * 1024 },
  small: { maxSide: 400, maxBytes: 60 * 1024 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Characters of the base64 text of `bytes` bytes, as stored (4 characters per 3 bytes). */
export const base64Length = (bytes: number): number => Math.ceil(bytes / 3) * 4;

/** How many photos a Kooker may hold at once: what a full profile shows, and room to replace. */
export const IMAGES_PER_KOOKER_MAX = 25;

/** A photo that is not referenced by its owner's profile is deleted after this long. */
export const UNUSED_IMAGE_GRACE_HOURS = 24;

/**
 * The first bytes of each format, as the start of their base64 text (the rules read the text):
 * JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" <size> "WEBP".
 */
export const BASE64_SIGNATURES: Record<ImageContentType, RegExp> = {
  'image/jpeg': /^\/9j\//,
  'image/png': /^iVBORw0KGgo/,
  'image/webp': /^UklGR[A-Za-z0-9+/]{6}XRUJQ/,
};

/** The format the bytes really are, read from their signature; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageContentType | null {
  const starts = (offset: number, ...expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** Whether base64 text holds an image of that content type (checked on its signature). */
export function base64MatchesType(data: string, contentType: string): boolean {
  const signature = BASE64_SIGNATURES[contentType as ImageContentType];
  return signature !== undefined && signature.test(data);
}

/** The size that fits `width` × `height` within `maxSide` on its longest side, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/* ───────────── Ids ───────────── */

/**
 * An image's id is its owner's uid, an underscore and a random token: the rules read the
 * owner from the id, so nobody can create an image under an id that another Kooker's profile
 * references, nor reference another Kooker's photo.
 */
export const IMAGE_ID_SEPARATOR = '_';
const TOKEN_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

export function imageIdFor(ownerId: string, token: string): string {
  return `${ownerId}${IMAGE_ID_SEPARATOR}${token}`;
}

/** Whether an image id belongs to that owner (see imageIdFor). */
export function isImageIdOf(imageId: string, ownerId: string): boolean {
  const parts = imageId.split(IMAGE_ID_SEPARATOR);
  return parts.length === 2 && parts[0] === ownerId && TOKEN_PATTERN.test(parts[1] ?? '');
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TOKEN_LENGTH = 20;
/** Bytes at or above this would make some letters likelier than others: drawn again. */
const UNBIASED_BELOW = 256 - (256 % TOKEN_ALPHABET.length);

/**
 * A random token for a new image id: 20 characters of [A-Za-z0-9] (119 bits), from a
 * cryptographic generator — `randomBytes` is `crypto.getRandomValues` in the browser —, each
 * character equally likely, so that nobody can guess the id of a photo not yet shown anywhere.
 */
export function newImageToken(randomBytes: (length: number) => Uint8Array): string {
  let token = '';
  while (token.length < TOKEN_LENGTH) {
    for (const byte of randomBytes(TOKEN_LENGTH)) {
      if (byte < UNBIASED_BELOW && token.length < TOKEN_LENGTH) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
    }
  }
  return token;
}

/** Where the browser loads a stored photo (the serveImage function, behind Hosting). */
export function imageUrl(imageId: string, variant: ImageVariant = 'large'): string {
  const path = `/images/${encodeURIComponent(imageId)}`;
  return variant === 'small' ? `${path}/small` : path;
}

/** The image and variant a request path names: `/images/{id}` or `/images/{id}/small`. */
export function parseImagePath(path: string): { imageId: string; variant: ImageVariant } | null {
  const match = /^\/images\/([^/]+?)(\/small)?\/?$/.exec(path);
  if (!match?.[1]) return null;
  let imageId: string;
  try {
    imageId = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{1,200}$/.test(imageId) ? { imageId, variant: match[2] ? 'small' : 'large' } : null;
}
