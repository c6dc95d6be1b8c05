/**
 * A booked slot's lock, `slotLocks/{kookerId}_{date}_{time}`: created in the booking's
 * transaction, deleted when the client cancels, kept and marked `closedByKooker` when the Kooker
 * does (the slot stays closed). Creating a document that exists fails,
 * so any number of calls for one slot make exactly one booking. Read and written by functions
 * only (no rule opens the collection).
 */
export const slotLockId = (kookerId: string, date: string, time: string): string => `${kookerId}_${date}_${time.replace(':', 'h')}`;
