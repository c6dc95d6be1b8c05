import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { contactMessagesExpireBefore } from '@kookers/domain/messaging';
import { collectionOf } from '../shared/db';
import { deleteEach } from '../shared/in-batches';

const PAGE_SIZE = 400;

/**
 * The daily job (schedules.ts): deletes the contact messages received more than
 * CONTACT_MESSAGES_KEPT_MONTHS ago, as the privacy page promises, page after page. Resolves
 * with how many it deleted.
 */
export async function purgeContactMessages(db: Firestore, now: Date, { pageSize = PAGE_SIZE } = {}): Promise<{ deleted: number }> {
  const expired = collectionOf(db, 'contactMessages').where('createdAt', '<', Timestamp.fromDate(contactMessagesExpireBefore(now)));
  return { deleted: await deleteEach(db, expired, { pageSize }) };
}
