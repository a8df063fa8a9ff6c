import { useRef } from 'react';

/**
 * Runs a submit only when the previous one has finished. A double click delivers both clicks
 * before React re-renders the button as busy, so `isPending` alone lets the second through (a
 * ticket reply or a wallet payment sent twice). The second call answers undefined and does nothing.
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return async function oneAtATime<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await work();
    } finally {
      busy.current = false;
    }
  };
}
