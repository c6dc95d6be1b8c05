import { collections } from '@kookers/domain/data';
import { collection, doc } from 'firebase/firestore';
import { converters } from '../../../lib/converters';
import { firestore } from '../../../lib/firestore';

/**
 * The unread count of the navbar: one document, `inboxes/{uid}`, kept by the functions and read
 * by its owner only. Apart from the conversations' module, so that the navbar's count loads no
 * more than Firestore (components/unread-messages.tsx).
 */
export const inboxRef = (uid: string) => doc(collection(firestore, collections.inboxes.name).withConverter(converters.inboxes), uid);
