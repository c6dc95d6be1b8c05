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
