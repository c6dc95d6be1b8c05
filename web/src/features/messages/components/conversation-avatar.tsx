import { imageUrl } from '@kookers/domain/kookers';
import { useState } from 'react';
import { initialsOf } from '../message-format';

const SIZE = 48;

/** The other member's face: the Kooker's photo, or initials (a client has no photo). Decorative: the name is beside it. */
export function ConversationAvatar({ name, image }: { name: string; image: string | null }) {
  // A photo that failed to load (deleted since) gives way to the initials.
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return (
      <img
        className="avatar"
        src={imageUrl(image, 'small')}
        alt=""
        width={SIZE}
        height={SIZE}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
