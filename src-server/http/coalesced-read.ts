// Many requests asking one cheap question of the database at once (the public list cache's version
// read) can share a round trip, but only with a read SENT AFTER they arrived: a read already on its
// way may have taken its snapshot before a change that committed just before the request came, and
// answering from it would show a person a list older than the change they just made. So at most one
// read is in flight; whoever arrives meanwhile waits for the next read, sent as soon as it lands,
// and everyone waiting shares that one. On PostgreSQL this turns 50 concurrent round trips into
// about two per round-trip time; on SQLite a read completes before another request can arrive, so
// nothing changes there.

/** Wraps `read` so that concurrent callers share reads, each caller getting a read sent after its call. */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const sent = read().finally(() => {
      if (inFlight === sent) inFlight = null;
    });
    inFlight = sent;
    return sent;
  };
  return function coalesced(): Promise<T> {
    if (!inFlight) return start();
    // The read on its way was sent before this call: wait for it to land, then share the next one.
    if (!next) {
      const after = () => {
        next = null;
        return start();
      };
      next = inFlight.then(after, after);
    }
    return next;
  };
}
