import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { ORDER_STATUSES, type OrderStatus } from '@shared/orders/state-machine';
import { DomainError } from '../../src-server/errors';
import { orderWorld, type OrderWorld } from '../helpers/orders';

// DOMAIN.md §2, written out independently of src-shared/orders/state-machine.ts: the allowed triples, and who
// owns each action (that party gets 409 in any other status; everyone else 403).
const ALLOWED = new Set([
  'pending price cafe',
  'pending reject cafe',
  'pending cancel customer',
  'pending_payment cancel customer',
  'pending start admin',
  'in_progress complete cafe',
]);
const OWNER: Record<string, string> = { price: 'cafe', reject: 'cafe', cancel: 'customer', start: 'admin', complete: 'cafe' };
const NEXT: Record<string, OrderStatus> = { price: 'pending_payment', reject: 'rejected', cancel: 'cancelled', start: 'in_progress', complete: 'completed' };

const ROLES = ['customer', 'cafe', 'admin', 'stranger_customer', 'stranger_cafe'] as const;
type Role = (typeof ROLES)[number];
const ACTIONS = ['price', 'reject', 'cancel', 'start', 'complete'] as const;

let w: OrderWorld;
beforeAll(async () => {
  w = await orderWorld();
});

function userOf(role: Role) {
  return { customer: w.customer, cafe: w.cafeUser, admin: w.admin, stranger_customer: w.otherCustomer, stranger_cafe: w.otherCafeUser }[role];
}

async function act(action: (typeof ACTIONS)[number], role: Role, orderId: string) {
  const api = w.api(userOf(role)).orders;
  switch (action) {
    case 'price':
      return api.price({ orderId, price: 300_000, estimated_time: '3h', assigned_employee: 'رضا' });
    case 'reject':
      return api.reject({ orderId, reason: 'وقت نداریم' });
    case 'cancel':
      return api.cancel({ orderId });
    case 'start':
      return api.start({ orderId });
    case 'complete':
      return api.complete({ orderId });
  }
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

async function statusOf(orderId: string) {
  return (await w.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow());
}

describe('order state machine through the procedures', () => {
  for (const status of ORDER_STATUSES) {
    it(`from ${status}: every action by every role`, async () => {
      for (const action of ACTIONS) {
        for (const role of ROLES) {
          const orderId = await w.orderIn(status);
          const got = await outcome(act(action, role, orderId));
          const expected = ALLOWED.has(`${status} ${action} ${role}`) ? 'ok' : OWNER[action] === role ? 'CONFLICT' : 'FORBIDDEN';
          expect(got, `${status} ${action} ${role}`).toBe(expected);
          expect((await statusOf(orderId)).status, `${status} ${action} ${role} leaves`).toBe(got === 'ok' ? NEXT[action] : status);
        }
      }
    });
  }

  it('pays only an order waiting for payment, through the domain function, once', async () => {
    for (const status of ORDER_STATUSES) {
      const orderId = await w.orderIn(status);
      const got = await outcome(w.pay(orderId));
      expect(got, `pay from ${status}`).toBe(status === 'pending_payment' ? 'ok' : 'CONFLICT');
      const after = await statusOf(orderId);
      if (status === 'pending_payment') expect(after).toEqual({ status: 'in_progress', payment_status: 'paid' });
      else expect(after.status).toBe(status);
    }
    const paid = await w.orderIn('in_progress');
    expect(await outcome(w.pay(paid))).toBe('CONFLICT'); // a second verify pays nothing
  });

  it('offers no public way to pay: PATCH status to in_progress is refused to the customer and the cafe', async () => {
    const orderId = await w.orderIn('pending_payment');
    expect(await outcome(w.api(w.customer).orders.changeStatus({ orderId, status: 'in_progress' }))).toBe('FORBIDDEN');
    expect(await outcome(w.api(w.cafeUser).orders.changeStatus({ orderId, status: 'in_progress' }))).toBe('FORBIDDEN');
    expect(await statusOf(orderId)).toEqual({ status: 'pending_payment', payment_status: 'unpaid' });
  });

  it('answers 409 with a Persian message naming the status and the action', async () => {
    const orderId = await w.orderIn('completed');
    const error = await w
      .api(w.cafeUser)
      .orders.reject({ orderId, reason: 'x' })
      .catch((e: TRPCError) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('CONFLICT');
    expect((error as TRPCError).message).toBe('سفارش در وضعیت «تکمیل‌شده» است و «رد سفارش» برای آن ممکن نیست');
  });

  it('lets only one of two racing decisions win', async () => {
    const orderId = await w.orderIn('pending');
    const results = await Promise.all([
      outcome(w.api(w.cafeUser).orders.reject({ orderId, reason: 'نه' })),
      outcome(w.api(w.customer).orders.cancel({ orderId })),
    ]);
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'CONFLICT')).toHaveLength(1);
  });

  it('maps PATCH status targets to actions, incl. legacy names', async () => {
    const api = w.api(w.cafeUser).orders;
    const pending = await w.orderIn('pending');
    expect(await outcome(api.changeStatus({ orderId: pending, status: 'rejected' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await outcome(api.changeStatus({ orderId: pending, status: 'rejected', reason: 'بدون کاغذ' }))).toBe('ok');
    const working = await w.orderIn('in_progress');
    expect(await outcome(api.changeStatus({ orderId: working, status: 'complete' }))).toBe('ok');
    expect((await statusOf(working)).status).toBe('completed');
    const another = await w.orderIn('pending');
    expect(await outcome(api.changeStatus({ orderId: another, status: 'pending_payment' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await outcome(api.changeStatus({ orderId: another, status: 'pending_confirmation' }))).toBe('CONFLICT');
    expect(await outcome(w.api(w.customer).orders.changeStatus({ orderId: another, status: 'cancelled' }))).toBe('ok');
    const adminOne = await w.orderIn('pending');
    expect(await outcome(w.api(w.admin).orders.changeStatus({ orderId: adminOne, status: 'in_progress' }))).toBe('ok');
    expect(await statusOf(adminOne)).toEqual({ status: 'in_progress', payment_status: 'unpaid' });
  });
});
