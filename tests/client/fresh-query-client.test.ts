import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FreshQueryClient } from '../../src-client/session/fresh-query-client';

/** A server whose answer is read when the request is sent and arrives `delayMs` later. */
function slowServer(delayMs: number) {
  const server = { value: 0, requests: 0 };
  const queryFn = async () => {
    server.requests++;
    const answer = server.value;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return answer;
  };
  return { server, queryFn };
}

/** Mounts an observer (a screen using the query) and returns its settled result after `change`. */
async function balanceAfterChange(client: QueryClient, change: () => Promise<void>) {
  const { server, queryFn } = slowServer(30);
  const observer = new QueryObserver(client, { queryKey: [['wallet', 'balance'], { type: 'query' }], queryFn });
  let latest: QueryObserverResult<number> | undefined;
  const unsubscribe = observer.subscribe((result) => (latest = result));
  // The first load is on its way (it read 0) when the change commits and is announced.
  expect(server.requests).toBe(1);
  server.value = 100_000;
  await change();
  await expect.poll(() => latest?.fetchStatus === 'idle' && latest.status === 'success').toBe(true);
  unsubscribe();
  return { data: latest!.data, requests: server.requests };
}

describe('FreshQueryClient', () => {
  it('an invalidation during the first load sends a new request, so the screen shows the change', async () => {
    const client = new FreshQueryClient();
    const result = await balanceAfterChange(client, () => client.invalidateQueries({ queryKey: [['wallet']] }));
    expect(result).toEqual({ data: 100_000, requests: 2 });
  });

  it('keeps a first load that the invalidation does not match', async () => {
    const client = new FreshQueryClient();
    const result = await balanceAfterChange(client, () => client.invalidateQueries({ queryKey: [['orders']] }));
    expect(result).toEqual({ data: 0, requests: 1 });
  });

  it('leaves the first load alone when the invalidation refetches nothing', async () => {
    const client = new FreshQueryClient();
    const result = await balanceAfterChange(client, () => client.invalidateQueries({ queryKey: [['wallet']], refetchType: 'none' }));
    expect(result).toEqual({ data: 0, requests: 1 });
  });

  it("React Query's own client keeps the stale first load (why the subclass exists)", async () => {
    const client = new QueryClient();
    const result = await balanceAfterChange(client, () => client.invalidateQueries({ queryKey: [['wallet']] }));
    expect(result).toEqual({ data: 0, requests: 1 });
  });
});
