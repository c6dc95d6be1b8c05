import type { ImageVariant } from '@kookers/domain/kookers';
import { getDoc } from 'firebase/firestore/lite';
import { liteDocumentOf } from './store-lite';

/**
 * One of the signed-in Kooker's own photos as a data URL, read from Firestore (the rules let an
 * owner get their own images): how the owner sees the photos of a profile the public does not see,
 * which serveImage does not serve (docs/decisions/005-images-in-firestore.md). Null when it is gone.
 */
export async function ownImageDataUrl(imageId: string, variant: ImageVariant): Promise<string | null> {
  const image = (await getDoc(liteDocumentOf('images', imageId))).data();
  if (!image) return null;
  const base64 = variant === 'small' && image.smallData !== '' ? image.smallData : image.data;
  return `data:${image.contentType};base64,${base64}`;
}
