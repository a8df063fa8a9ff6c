// What the background announcers (order statuses, chat messages) need to speak once per browser:
// only the tab the person looks at speaks, and a read-compare-store runs in one tab at a time.
import { useSyncExternalStore } from 'react';

/** True while this tab is the one the person looks at (a hidden tab leaves the news to the others). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * Runs `work` while no other tab of this browser runs it under the same name: the read, compare
 * and store of what was announced is one step, so two tabs (or a live event and a poll answered
 * together) never both announce one thing.
 */
export function exclusively(name: string, work: () => void): void {
  if (typeof navigator !== 'undefined' && navigator.locks) void navigator.locks.request(name, work);
  else work();
}
