/**
 * How long a journey waits for a callable's answer: on a busy 2-core machine running two journeys
 * and Chromium, a warm function still takes seconds, several times the default 10 s once in a while.
 */
export const CALLABLE_TIMEOUT = 30_000;
