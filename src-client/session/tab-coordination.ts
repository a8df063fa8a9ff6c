// What the background announcers (order statuses, chat messages) need to speak once per browser:
// one visible tab speaks for all of them; the others stay quiet.
import { useEffect, useState, useSyncExternalStore } from 'react';

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
 * True while this tab is the speaker for `name`: of the visible tabs of this browser, the one that
 * holds the Web Lock `name` (until it is hidden or closed, when the next visible tab takes over).
 * A lock taken per look is not enough: each tab of another renderer process reads its own copy of
 * localStorage, so a second tab could read "not shown yet" before the first tab's write reached it
 * and show the news again. With one speaker, only one tab ever reads, compares and stores.
 * Without Web Locks (a page served over plain http on a LAN address) every visible tab speaks.
 */
export function useSpeakerTab(name: string | null): boolean {
  const visible = usePageVisible();
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    if (!name || !visible) return;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) {
      setSpeaking(true);
      return () => setSpeaking(false);
    }
    const waiting = new AbortController();
    let release = () => {};
    locks
      .request(name, { signal: waiting.signal }, () => {
        setSpeaking(true);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      // Aborted before it was granted: the tab was hidden or left first.
      .catch(() => {});
    return () => {
      waiting.abort();
      release();
      setSpeaking(false);
    };
  }, [name, visible]);
  return speaking;
}
