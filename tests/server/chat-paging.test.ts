import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE } from '@shared/orders/schemas';
import { orderWorld } from '../helpers/orders';
import { trpcError } from '../helpers/db';
import { newId } from '../../src-server/ids';

describe('order chat paged by cursor', () => {
  it('returns every message exactly once across pages, newest page first, also when messages share a timestamp or arrive while paging', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    for (let i = 0; i < 30; i++) {
      await w.api(i % 4 === 0 ? w.cafeUser : w.customer).chat.send({ orderId, message: `پیام ${i}` });
      w.clock.advanceSeconds(1);
    }
    // Rows written straight in with shared timestamps: only the id tells them apart.
    const order = await w.db.selectFrom('orders').select(['user_id', 'cafe_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const cafeOwner = w.cafeUser.id;
    const shared = ['2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z', '2026-01-02T10:00:00.000Z'];
    await w.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          id: newId(),
          order_id: orderId,
          sender_id: order.user_id,
          sender_role: 'user' as const,
          receiver_id: cafeOwner,
          kind: 'text' as const,
          message: `قدیمی ${i}`,
          file_id: null,
          caption: null,
          is_final: 0,
          seen_at: null,
          created_at: shared[i % shared.length]!,
        })),
      )
      .execute();
    const all = await w.db.selectFrom('chat_messages').select(['id', 'created_at']).where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
    expect(all).toHaveLength(75);

    for (const limit of [1, 7, 16, CHAT_PAGE_SIZE]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      let arrived: string | null = null;
      do {
        const page = await w.api(w.customer).chat.page({ orderId, cursor, limit });
        expect(page.messages.length).toBeLessThanOrEqual(limit);
        // Each page is oldest first and older than everything already seen.
        seen.unshift(...page.messages.map((m) => m.id));
        cursor = page.next_cursor;
        expect(page.has_more).toBe(cursor !== null);
        pages += 1;
        if (pages === 1 && !arrived) {
          // A message arriving while the person scrolls up does not shift the older pages.
          arrived = (await w.api(w.cafeUser).chat.send({ orderId, message: `تازه ${limit}` })).id;
        }
      } while (cursor);
      expect(new Set(seen).size, `limit ${limit}`).toBe(seen.length);
      expect(seen, `limit ${limit}`).toEqual(all.map((m) => m.id));
      expect(pages).toBe(Math.ceil(all.length / limit));
      all.push({ id: arrived!, created_at: '' });
    }

    // The first page is the newest messages, the same as the spec's list.
    const newest = await w.api(w.customer).chat.page({ orderId });
    expect(newest.messages.map((m) => m.id)).toEqual((await w.api(w.customer).chat.byOrder({ orderId })).map((m) => m.id));
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
  });

  it('refuses a broken cursor (422) and other people’s orders (403)', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    expect((await trpcError(w.api(w.customer).chat.page({ orderId, cursor: "2026-01-01' or 1=1 --" }))).code).toBe('BAD_REQUEST');
    expect((await trpcError(w.api(w.customer).chat.page({ orderId, limit: CHAT_PAGE_SIZE + 1 }))).code).toBe('BAD_REQUEST');
    for (const stranger of [w.otherCustomer, w.otherCafeUser]) {
      expect((await trpcError(w.api(stranger).chat.page({ orderId }))).code).toBe('FORBIDDEN');
    }
  });
});
