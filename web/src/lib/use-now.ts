import { useEffect, useState } from 'react';

/**
 * The current time, renewed every minute: what depends on it (the booking window, a booking
 * moving from 'À venir' to 'Passées', whether it can still be cancelled) moves while the page
 * is open.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
