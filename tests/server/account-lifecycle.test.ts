import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@shared/admin/messages';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { ORDER_MSG } from '@shared/orders/messages';
import { ORDER_PAYMENT_MSG } from '@shared/orders/payment-messages';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { orderEscrowBalance } from '../../src-server/services/orders/money';
import { trpcError, registerAccount } from '../helpers/db';
import { fundWallet, payOnSimulator, servePaymentsApp } from '../helpers/money';
import { orderWorld, type OrderWorld } from '../helpers/orders';

// What people meet after an admin blocks, demotes or deletes an account others depend on
// (27 Nov lifecycle audit): no order or payment reaches a cafe nobody can run, no money or open
// order is stranded behind a role, and support history is never deleted with an account.

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const cafeRow = (w: OrderWorld) => w.db.selectFrom('cafes').select(['is_active', 'paused_by_block']).where('id', '=', w.cafeId).executeTakeFirstOrThrow();
const block = (w: OrderWorld, blocked: boolean) => w.api(w.admin).admin.setBlocked({ id: w.cafeUser.id, blocked });

describe('blocking a cafe manager', () => {
  it('takes the cafe out of ordering and paying, and unblocking puts it back', async () => {
    const w = await orderWorld();
    const priced = await w.orderIn('pending_payment');
    await fundWallet(w.db, w.customer.id, 1_000_000);

    expect((await block(w, true)).message).toBe(ADMIN_MSG.blockedCafePaused);
    expect(await cafeRow(w)).toEqual({ is_active: 0, paused_by_block: 1 });
    const listed = await w.api(null).catalogue.services({});
    expect(listed.items.map((s) => s.cafe_id)).not.toContain(w.cafeId);
    const order = await trpcError(w.api(w.customer).orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'سه صفحه تایپ' }));
    expect([order.code, order.message]).toEqual(['CONFLICT', CATALOGUE_MSG.cafeNotAcceptingOrders]);
    const pay = await trpcError(w.api(w.customer).wallet.payOrder({ orderId: priced }));
    expect([pay.code, pay.message]).toEqual(['CONFLICT', ORDER_MSG.cafeInactiveNotPayable]);
    expect(await walletBalance(w.db, w.customer.id)).toBe(1_000_000);
    // The customer can still walk away from the priced order.
    await w.api(w.customer).orders.cancel({ orderId: priced });

    await block(w, false);
    expect(await cafeRow(w)).toEqual({ is_active: 1, paused_by_block: 0 });
    await w.api(w.customer).orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'سه صفحه تایپ' });
  });

  it('leaves a cafe the admin switched off switched off after the unblock', async () => {
    const w = await orderWorld();
    await w.api(w.admin).admin.setCafeActive({ id: w.cafeId, active: false });
    expect((await block(w, true)).message).toBe(ADMIN_MSG.blocked);
    const refused = await trpcError(w.api(w.admin).admin.setCafeActive({ id: w.cafeId, active: true }));
    expect([refused.code, refused.message]).toEqual(['CONFLICT', ADMIN_MSG.ownerBlocked]);
    await block(w, false);
    expect(await cafeRow(w)).toEqual({ is_active: 0, paused_by_block: 0 });

    // And a switch by hand while blocked-and-paused is the admin's from then on.
    await w.api(w.admin).admin.setCafeActive({ id: w.cafeId, active: true });
    await block(w, true);
    await w.api(w.admin).admin.setCafeActive({ id: w.cafeId, active: false });
    await block(w, false);
    expect(await cafeRow(w)).toEqual({ is_active: 0, paused_by_block: 0 });
  });

  it('credits the payer’s wallet when the manager was blocked while the payer was at the gateway', async () => {
    const w = await orderWorld();
    const served = await servePaymentsApp(w.db);
    cleanups.push(served.close);
    const orderId = await w.orderIn('pending_payment');
    const started = await served.callerFor(w.customer).wallet.payOrderOnline({ orderId });
    await payOnSimulator(started.payment_url);
    await block(w, true);

    const answer = await served.callerFor(w.customer).payments.verify({ authority: started.authority, status: 'OK' });
    expect(answer).toMatchObject({ success: true, credited_to_wallet: true, message: ORDER_PAYMENT_MSG.cafeInactiveCredited });
    expect(await w.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ status: 'pending_payment' });
    expect(await orderEscrowBalance(w.db, orderId)).toBe(0);
    expect(await walletBalance(w.db, w.customer.id)).toBe(started.amount);
  });
});

describe('making a blocked customer a cafe manager', () => {
  it('gives them a cafe that takes no orders until the unblock', async () => {
    const w = await orderWorld();
    await w.api(w.admin).admin.setBlocked({ id: w.otherCustomer.id, blocked: true });
    await w.api(w.admin).admin.setRole({ id: w.otherCustomer.id, role: 'coffenet' });
    const cafe = () => w.db.selectFrom('cafes').select(['is_active', 'paused_by_block']).where('owner_id', '=', w.otherCustomer.id).executeTakeFirstOrThrow();
    expect(await cafe()).toEqual({ is_active: 0, paused_by_block: 1 });
    await w.api(w.admin).admin.setBlocked({ id: w.otherCustomer.id, blocked: false });
    expect(await cafe()).toEqual({ is_active: 1, paused_by_block: 0 });
  });
});

describe('changing the role of an account with open work', () => {
  it('is refused while a cafe has open orders or money, and a customer open orders or money', async () => {
    const w = await orderWorld();
    await fundWallet(w.db, w.customer.id, 1_000_000);
    const working = await w.orderIn('pending_payment');
    await w.api(w.customer).wallet.payOrder({ orderId: working });
    for (const who of [w.cafeUser, w.customer]) {
      const refused = await trpcError(w.api(w.admin).admin.setRole({ id: who.id, role: who.role === 'user' ? 'coffenet' : 'user' }));
      expect([refused.code, refused.message]).toEqual(['CONFLICT', ADMIN_MSG.roleOpenWork]);
    }
    await w.api(w.cafeUser).orders.complete({ orderId: working });
    // The work is done, but the cafe's earning and the customer's change sit in their wallets: still refused.
    for (const who of [w.cafeUser, w.customer]) {
      expect(await walletBalance(w.db, who.id)).toBeGreaterThan(0);
      expect((await trpcError(w.api(w.admin).admin.setRole({ id: who.id, role: 'admin' }))).message).toBe(ADMIN_MSG.roleOpenWork);
    }
    // A customer with nothing open changes role.
    expect((await w.api(w.admin).admin.setRole({ id: w.otherCustomer.id, role: 'coffenet' })).message).toBe(ADMIN_MSG.roleChanged);
  });
});

describe('deleting an account with support history', () => {
  it('is refused for a ticket’s owner and for an admin who answered one; nothing is deleted', async () => {
    const w = await orderWorld();
    const newcomer = await registerAccount(w.db, { username: 'newcomer' });
    const secondAdmin = await registerAccount(w.db, { username: 'boss_two', role: 'admin' });
    const { ticket_id } = await w.api(newcomer).tickets.create({ subject: 'شکایت از کافی‌نت', message: 'سلام' });
    await w.api(secondAdmin).tickets.reply({ id: ticket_id, message: 'بررسی شد' });

    for (const who of [newcomer, secondAdmin]) {
      const refused = await trpcError(w.api(w.admin).admin.deleteUser({ id: who.id }));
      expect([refused.code, refused.message]).toEqual(['CONFLICT', ADMIN_MSG.userHasHistory]);
    }
    const messages = await w.db.selectFrom('ticket_messages').select('sender_id').where('ticket_id', '=', ticket_id).execute();
    expect(messages.map((m) => m.sender_id).sort()).toEqual([newcomer.id, secondAdmin.id].sort());
  });
});
