import { StoredImage } from '../../../components/ui/stored-image';
import { Dialog } from '../../../components/ui/dialog';

export interface ViewedPhoto {
  id: string;
  alt: string;
  /** The dialog's title: what the photo shows. */
  title: string;
}

/** A photo shown big (its large variant) in a dialog. */
export function PhotoViewer({ photo, onClose }: { photo: ViewedPhoto | null; onClose: () => void }) {
  return (
    <Dialog open={photo !== null} title={photo?.title ?? ''} onClose={onClose}>
      {photo && (
        // A fixed 4:3 box with the photo contained in it: nothing moves whatever its shape.
        <StoredImage
          className="photo-viewer__image"
          imageId={photo.id}
          variant="large"
          alt={photo.alt}
          width={1280}
          height={960}
          decoding="async"
        />
      )}
    </Dialog>
  );
}
