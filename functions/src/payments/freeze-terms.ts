/**
 * Writes on every booking made before the money rules were stored on bookings the rules it was
 * made under (TERMS_BEFORE_FREEZING, domain/src/booking/terms.ts; docs/argent.md, « Les règles
 * d’une réservation »): once, by the deploy that brings them (functions/src/migrate.ts) and by the
 * local platform's start (local-scheduler.ts). A booking that has its terms is never touched: a
 * second run writes nothing.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { TERMS_BEFORE_FREEZING } from '@kookers/domain/booking';
import { collectionOf } from '../shared/db';

const PAGE = 400;

export async function freezeBookingTerms(db: Firestore): Promise<{ examined: number; written: number }> {
  let examined = 0;
  let written = 0;
  let after: string | null = null;
  for (;;) {
    let page = collectionOf(db, 'bookings').withConverter(null).orderBy(FieldPath.documentId()).select('terms').limit(PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    const batch = db.batch();
    for (const doc of snapshot.docs) {
      examined += 1;
      if (doc.get('terms') !== undefined) continue;
      batch.update(doc.ref, { terms: TERMS_BEFORE_FREEZING });
      written += 1;
    }
    await batch.commit();
    after = snapshot.docs.at(-1)?.id ?? null;
    if (snapshot.size < PAGE) break;
  }
  return { examined, written };
}
