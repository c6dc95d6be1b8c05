import { imageUrl, type ImageVariant } from '@kookers/domain/kookers';
import { createContext, useContext, useEffect, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * Whether the photos below belong to a profile the public does not see (a draft, a paused or a
 * suspended one), looked at by its owner: the serveImage function does not serve them
 * (docs/decisions/005-images-in-firestore.md), so they are read from Firestore, which lets the
 * owner get their own images.
 */
const OwnerOnly = createContext(false);

export function OwnerOnlyImages({ ownerOnly, children }: { ownerOnly: boolean; children: ReactNode }) {
  return <OwnerOnly.Provider value={ownerOnly}>{children}</OwnerOnly.Provider>;
}

type StoredImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  imageId: string;
  variant: ImageVariant;
  alt: string;
};

/** A Kooker's stored photo: its URL (/images/{id}) for everyone, its data for an owner-only profile. */
export function StoredImage({ imageId, variant, alt, ...img }: StoredImageProps) {
  const src = useStoredImageSrc(imageId, variant);
  return <img {...img} src={src} alt={alt} />;
}

function useStoredImageSrc(imageId: string, variant: ImageVariant): string | undefined {
  const ownerOnly = useContext(OwnerOnly);
  const key = `${imageId}/${variant}`;
  const [read, setRead] = useState<{ key: string; src: string } | null>(null);
  useEffect(() => {
    if (!ownerOnly) return;
    let current = true;
    void readOwnImage(imageId, variant).then((src) => {
      if (current && src) setRead({ key, src });
    });
    return () => {
      current = false;
    };
  }, [ownerOnly, imageId, variant, key]);
  if (!ownerOnly) return imageUrl(imageId, variant);
  return read?.key === key ? read.src : undefined;
}

/** The photo as a data URL, the reader loaded on first use; null when it cannot be read. */
async function readOwnImage(imageId: string, variant: ImageVariant): Promise<string | null> {
  try {
    const { ownImageDataUrl } = await import('../../lib/own-image');
    return await ownImageDataUrl(imageId, variant);
  } catch {
    // A photo deleted meanwhile, or a refused read: the image shows its alternative text.
    return null;
  }
}
