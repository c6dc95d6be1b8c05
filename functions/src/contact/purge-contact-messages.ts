import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { contactMessagesExpireBefore } from '@kookers/domain/messaging';
import { collectionOf } from '../shared/db';

const PAGE_SIZE = 400;

/**
 * The daily job (schedules.ts): deletes the contact messages received more than
 * CONTACT_MESSAGES_KEPT_MONTHS ago, as the privacy page promises, page after page. Resolves
 * with how many it deleted.
 */
export async function purgeContactMessages(db: Firestore, now: Date, { pageSize = PAGE_SIZE } = {}): Promise<{ deleted: number }> {
  const expired = collectionOf(db, 'contactMessages')
    .where('createdAt', '<', Timestamp.fromDate(contactMessagesExpireBefore(now)))
    .select()
    .limit(pageSize);
  let deleted = 0;
  for (;;) {
    const page = await expired.get();
    if (page.empty) break;
    const batch = db.batch();
    for (const message of page.docs) batch.delete(message.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < pageSize) break;
  }
  return { deleted };
}
