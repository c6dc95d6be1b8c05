/**
 * Hands one trigger's event to every handler of its collection (functions/src/triggers.ts;
 * docs/exploitation.md, « Les déclencheurs »): all at once, each to its end whatever the others
 * do; then the first failure, if any, is thrown, so the platform logs the invocation as failed.
 */
export async function handleAll<Event>(event: Event, handlers: ReadonlyArray<(event: Event) => Promise<void>>): Promise<void> {
  const outcomes = await Promise.allSettled(handlers.map((handler) => handler(event)));
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
