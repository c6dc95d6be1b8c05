import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { UNUSED_IMAGE_GRACE_HOURS } from '@kookers/domain/kookers';
import { collectionOf } from '../shared/db';
import { mapConcurrently } from '../shared/in-batches';
import { releaseUnusedImages } from './release-unused-images';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How far back the daily sweep looks: images from UNUSED_IMAGE_GRACE_HOURS to this many hours
 * old. Each image is looked at on two or three daily runs, which leaves room for a missed
 * run, without reading every image every day; an upload abandoned longer ago than that is
 * left for an operator.
 */
const SWEEP_LOOKBACK_HOURS = 72;
const PAGE_SIZE = 500;

/**
 * The daily sweep: deletes the photos uploaded between SWEEP_LOOKBACK_HOURS and
 * UNUSED_IMAGE_GRACE_HOURS before `now` that their owner's profile and services do not show
 * (an upload whose form was abandoned), and takes them off their owner's count. Resolves with
 * how many images it looked at and deleted.
 */
export async function sweepUnusedImages(
  db: Firestore,
  now: Date,
  { pageSize = PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ examined: number; deleted: number }> {
  const createdBefore = new Date(now.getTime() - UNUSED_IMAGE_GRACE_HOURS * HOUR_MS);
  const recent = collectionOf(db, 'images')
    .where('createdAt', '>=', Timestamp.fromMillis(now.getTime() - SWEEP_LOOKBACK_HOURS * HOUR_MS))
    .where('createdAt', '<', Timestamp.fromDate(createdBefore))
    .orderBy('createdAt')
    // The owner, and the date the next page starts after: the bytes stay in the database.
    .select('ownerId', 'createdAt')
    .limit(pageSize);
  const byOwner = new Map<string, string[]>();
  let examined = 0;
  let page = await recent.get();
  for (;;) {
    for (const image of page.docs) {
      const ownerId: unknown = image.get('ownerId');
      if (typeof ownerId !== 'string' || ownerId === '') continue;
      byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), image.id]);
    }
    examined += page.size;
    const last = page.docs[page.size - 1];
    if (page.size < pageSize || !last) break;
    page = await recent.startAfter(last).get();
  }
  const deleted = await mapConcurrently([...byOwner], 10, ([ownerId, ids]) => releaseUnusedImages(db, ownerId, ids, { createdBefore }));
  return { examined, deleted: deleted.reduce((sum, ids) => sum + ids.length, 0) };
}
