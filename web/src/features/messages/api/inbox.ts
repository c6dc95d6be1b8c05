import { documentOf } from '../../../lib/store';

/**
 * The unread count of the navbar: one document, `inboxes/{uid}`, kept by the functions and read
 * by its owner only. Apart from the conversations' module, so that the navbar's count loads no
 * more than Firestore (components/unread-messages.tsx).
 */
export const inboxRef = (uid: string) => documentOf('inboxes', uid);
