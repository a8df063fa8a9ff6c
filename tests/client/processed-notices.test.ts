import { describe, expect, it } from 'vitest';
import { PROCESSED_TICKET_NOTICES_KEY } from '@shared/tickets/rules';
import { readProcessedNotices, rememberProcessedNotices } from '../../src-client/features/tickets/processed-notices';
import { memoryStorage as memoryStore } from '../helpers/memory-storage';

describe('ticket notices toasted once', () => {
  it('returns only ids never shown, and remembers them', () => {
    const store = memoryStore();
    expect(rememberProcessedNotices(['a', 'b'], store)).toEqual(['a', 'b']);
    expect(rememberProcessedNotices(['b', 'c', 'c'], store)).toEqual(['c']);
    expect(rememberProcessedNotices(['a', 'b', 'c'], store)).toEqual([]);
    expect(JSON.parse(store.map.get(PROCESSED_TICKET_NOTICES_KEY)!)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the newest 200 ids', () => {
    const store = memoryStore();
    rememberProcessedNotices(Array.from({ length: 250 }, (_, i) => `n${i}`), store);
    const kept = readProcessedNotices(store);
    expect(kept).toHaveLength(200);
    expect(kept[0]).toBe('n50');
    expect(kept.at(-1)).toBe('n249');
  });

  it('survives a broken stored value', () => {
    const store = memoryStore({ [PROCESSED_TICKET_NOTICES_KEY]: '{not json' });
    expect(readProcessedNotices(store)).toEqual([]);
    expect(rememberProcessedNotices(['x'], store)).toEqual(['x']);
  });
});
