/**
 * The events a Firestore trigger hands its handlers, for a collection of the seam (its wildcards
 * named like the seam's ids: `event.params.bookingId`). One trigger per collection and kind of
 * event (functions/src/triggers.ts) hands the same event to each of its handlers.
 */
import type { Change, DocumentSnapshot, FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/firestore';
import type { ParamsOf } from 'firebase-functions/v2';
import type { CollectionName } from '@kookers/domain/data';
import type { triggerPath } from './db';

type ParamsOfCollection<Name extends CollectionName> = ParamsOf<ReturnType<typeof triggerPath<Name>>>;

/** A document of `Name` created, updated or deleted: `data.before` and `data.after`. */
export type WrittenEvent<Name extends CollectionName> = FirestoreEvent<Change<DocumentSnapshot> | undefined, ParamsOfCollection<Name>>;
/** A document of `Name` created: `data` is it. */
export type CreatedEvent<Name extends CollectionName> = FirestoreEvent<QueryDocumentSnapshot | undefined, ParamsOfCollection<Name>>;
/** A document of `Name` updated: `data.before` and `data.after`, both there. */
export type UpdatedEvent<Name extends CollectionName> = FirestoreEvent<Change<QueryDocumentSnapshot> | undefined, ParamsOfCollection<Name>>;
