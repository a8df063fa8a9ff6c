import { describe, expect, it } from 'vitest';
import { trpcError } from '../helpers/db';
import { orderWorld } from '../helpers/orders';

describe('orders.watch: the statuses the client announces changes of', () => {
  it('gives the customer their own orders and the cafe its own, with status only', async () => {
    const w = await orderWorld();
    const first = await w.orderIn('pending');
    w.clock.advanceSeconds(60);
    const second = await w.orderIn('pending_payment');

    const mine = await w.api(w.customer).orders.watch();
    expect(new Set(mine.map((o) => o.id))).toEqual(new Set([first, second]));
    expect(mine.find((o) => o.id === second)).toEqual({ id: second, status: 'pending_payment', service_type: 'تایپ متن' });

    const cafe = await w.api(w.cafeUser).orders.watch();
    expect(new Set(cafe.map((o) => o.id))).toEqual(new Set([first, second]));
    expect(await w.api(w.otherCafeUser).orders.watch()).toEqual([]);
    expect(await w.api(w.otherCustomer).orders.watch()).toEqual([]);
  });

  it('is for customers and cafes only', async () => {
    const w = await orderWorld();
    expect((await trpcError(w.api(w.admin).orders.watch())).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(null).orders.watch())).code).toBe('UNAUTHORIZED');
  });
});
