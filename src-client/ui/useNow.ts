import { useEffect, useState } from 'react';

/** Relative times tick on this: half a minute keeps «n دقیقه پیش» true without a refetch. */
export const RELATIVE_TIME_TICK_MS = 30_000;

/**
 * The current time, renewed every `intervalMs` while the caller is mounted: one timer for a
 * whole list (call it in the list, hand `now` to its rows), stopped when the list unmounts.
 */
export function useNow(intervalMs: number = RELATIVE_TIME_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
