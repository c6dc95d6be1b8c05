import { FieldPath, type DocumentData, type Firestore, type Query, type WriteBatch } from 'firebase-admin/firestore';

/**
 * Runs `task` on every item, at most `concurrency` at a time: enough to keep a few hundred
 * transactions moving without opening them all at once. Resolves with the results, in order.
 */
export async function mapConcurrently<T, R>(items: readonly T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Moves every document of `query` out of it, a page of `pageSize` at a time (each `move`
 * resolves with whether it moved its document: a moved one no longer matches, so the next page
 * is the next one), `concurrency` at a time, until a page is short or moves nothing — all left
 * were moved meanwhile by another run, or cannot be. Resolves with how many moved.
 */
export async function moveEach(
  query: Query,
  move: (documentId: string) => Promise<boolean>,
  { pageSize, concurrency }: { pageSize: number; concurrency: number },
): Promise<number> {
  const page = query.select().limit(pageSize);
  let moved = 0;
  for (;;) {
    const documents = await page.get();
    const count = (await mapConcurrently(documents.docs, concurrency, (doc) => move(doc.id))).filter(Boolean).length;
    moved += count;
    if (documents.size < pageSize || count === 0) return moved;
  }
}

/**
 * Deletes every document of `query`, a page of `pageSize` at a time in one batch each (a deleted
 * document no longer matches, so the next page is the next one), until a page is short. Resolves
 * with how many it deleted.
 */
export async function deleteEach(db: Firestore, query: Query, { pageSize }: { pageSize: number }): Promise<number> {
  const page = query.select().limit(pageSize);
  let deleted = 0;
  for (;;) {
    const documents = await page.get();
    if (documents.empty) return deleted;
    const batch = db.batch();
    for (const document of documents.docs) batch.delete(document.ref);
    await batch.commit();
    deleted += documents.size;
    if (documents.size < pageSize) return deleted;
  }
}

/**
 * Reads every document of `query` by id, a page of `pageSize` at a time, and writes in one batch a
 * page's `patch` of each document (null: nothing to write; `batch` takes what else goes with it):
 * the paging of the data migrations. Resolves with how many it read and how many it wrote.
 */
export async function updateEach(
  db: Firestore,
  query: Query,
  patch: (id: string, data: DocumentData, batch: WriteBatch) => DocumentData | null,
  { pageSize }: { pageSize: number },
): Promise<{ examined: number; written: number }> {
  let examined = 0;
  let written = 0;
  let after: string | null = null;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(pageSize);
    if (after) page = page.startAfter(after);
    const documents = await page.get();
    if (documents.empty) break;
    const batch = db.batch();
    for (const document of documents.docs) {
      examined += 1;
      const fields = patch(document.id, document.data(), batch);
      if (!fields) continue;
      batch.update(document.ref, fields);
      written += 1;
    }
    await batch.commit();
    after = documents.docs.at(-1)?.id ?? null;
    if (documents.size < pageSize) break;
  }
  return { examined, written };
}
