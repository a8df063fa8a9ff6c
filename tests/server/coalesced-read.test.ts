import { describe, expect, it } from 'vitest';
import { coalescedRead } from '../../src-server/http/coalesced-read';

// The version read of the public list cache is shared between concurrent requests, but a request
// must never get a read that was sent before it arrived (it could predate a change it just made).

/** A read whose answers the test releases by hand; each answer is the number of the read. */
function manualReads() {
  const pending: Array<{ n: number; resolve(n: number): void; reject(e: Error): void }> = [];
  let sent = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      sent += 1;
      pending.push({ n: sent, resolve, reject });
    });
  const land = async (fail = false) => {
    const first = pending.shift()!;
    if (fail) first.reject(new Error(`read ${first.n} failed`));
    else first.resolve(first.n);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { read, land, sent: () => sent, pending: () => pending.length };
}

describe('coalesced read', () => {
  it('gives every caller a read sent after its call, and shares reads between callers', async () => {
    const reads = manualReads();
    const coalesced = coalescedRead(reads.read);
    const first = coalesced(); // sends read 1
    const during = [coalesced(), coalesced(), coalesced()]; // arrive while read 1 is on its way
    expect(reads.sent()).toBe(1);
    await reads.land(); // read 1 lands; read 2 is sent for the three who waited
    expect(await first).toBe(1);
    expect(reads.sent()).toBe(2);
    const later = coalesced(); // arrives while read 2 is on its way: waits for read 3
    await reads.land();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    expect(reads.sent()).toBe(3);
    await reads.land();
    expect(await later).toBe(3);
    expect(reads.pending()).toBe(0);
    // Nothing in flight: a call sends its own read at once.
    const alone = coalesced();
    expect(reads.sent()).toBe(4);
    await reads.land();
    expect(await alone).toBe(4);
  });

  it('passes a failed read to its callers only, and still reads again for those who waited', async () => {
    const reads = manualReads();
    const coalesced = coalescedRead(reads.read);
    const first = coalesced();
    const waiting = coalesced();
    const firstResult = first.catch((e: Error) => e.message);
    await reads.land(true);
    expect(await firstResult).toBe('read 1 failed');
    await reads.land();
    expect(await waiting).toBe(2);
  });
});
