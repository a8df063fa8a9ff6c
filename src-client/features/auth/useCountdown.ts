import { useEffect, useState } from 'react';
import { errorDetail } from '../../errors';

/** Seconds left, ticking down once a second; `restart(n)` starts again from n. */
export function useCountdown(initial = 0) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initial * 1000);
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return { left, restart: (seconds: number) => setEndsAt(Date.now() + seconds * 1000) };
}

/** The wait a refusal (429) gives in `retry_after_seconds`, or undefined when it gives none. */
export function retryAfterOf(error: unknown): number | undefined {
  const wait = errorDetail(error, 'retry_after_seconds');
  return typeof wait === 'number' ? wait : undefined;
}
