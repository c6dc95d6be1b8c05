/**
 * Writes on every booking made before the money rules were stored on bookings the rules it was
 * made under (TERMS_BEFORE_FREEZING, domain/src/money/terms.ts; docs/argent.md, « Les règles
 * d’une réservation »): once, by the deploy that brings them (functions/src/migrate.ts) and by the
 * local platform's start (local-scheduler.ts). A booking that has its terms is never touched: a
 * second run writes nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { TERMS_BEFORE_FREEZING } from '@kookers/domain/money';
import { collectionOf } from '../shared/db';
import { updateEach } from '../shared/in-batches';

export function freezeBookingTerms(db: Firestore): Promise<{ examined: number; written: number }> {
  return updateEach(
    db,
    collectionOf(db, 'bookings').withConverter(null).select('terms'),
    (_id, data) => (data.terms === undefined ? { terms: TERMS_BEFORE_FREEZING } : null),
    { pageSize: 400 },
  );
}
