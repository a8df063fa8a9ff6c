import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { PASSWORD_RESET_LIMITS } from '@shared/constants';
import { ADMIN_MSG } from '@shared/admin/messages';
import { CATALOGUE_MSG } from '@shared/catalogue/messages';
import { transitionRefused } from '@shared/orders/messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { CATALOGUE } from '@shared/catalogue/constants';
import { ResetRateLimiter } from '../../src-server/services/auth/reset-throttle';
import { fundWallet, restHarness, VALID_IBAN } from '../helpers/money';
import { addTask, orderWorld } from '../helpers/orders';
import { freshMemoryDb, lastCode, registerAccount } from '../helpers/db';

/*
 * Issue 17: documented statuses that need a particular state (a limit reached, a duplicate, a
 * decision already taken, an order in another status), each produced through the real app under
 * the contract check, with the Persian message the path documents.
 */

describe('password reset limits (429)', () => {
  it('an address over its request limit, or its wrong-code limit, waits: 429 with Retry-After', async () => {
    const db = await freshMemoryDb();
    const resetLimiter = new ResetRateLimiter({ ...PASSWORD_RESET_LIMITS, requestsPerAddress: 1, wrongCodesPerAddress: 1 });
    const { app, call } = await restHarness(db, { resetLimiter });
    await registerAccount(db, { username: 'ali', phone: '09121234567' });
    const who = { username: 'ali', phone: '09121234567' };
    expect((await call('/auth/request-password-reset', { body: who })).status).toBe(200);
    const second = await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'sara', phone: '09129876543' }),
    });
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ detail: MSG.resetRateLimited });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);

    const wrong = (await lastCode(db)) === '000000' ? '111111' : '000000';
    expect(await call('/auth/verify-reset-code', { body: { ...who, code: wrong } })).toMatchObject({ status: 400 });
    expect(await call('/auth/verify-reset-code', { body: { ...who, code: '111111' } })).toEqual({ status: 429, body: { detail: MSG.resetRateLimited } });
    expect(await call('/auth/reset-password', { body: { ...who, code: '111111', new_password: 'new-secret-9' } })).toEqual({ status: 429, body: { detail: MSG.resetRateLimited } });
  });
});

describe('catalogue and orders in a state that refuses (409) or allows (200)', () => {
  it('a cafe with the most services it may have cannot add another: 409', async () => {
    const w = await orderWorld();
    const { call } = await restHarness(w.db);
    const have = await w.db.selectFrom('tasks').select((eb) => eb.fn.countAll<number>().as('n')).where('cafe_id', '=', w.cafeId).executeTakeFirstOrThrow();
    for (let i = Number(have.n); i < CATALOGUE.maxTasksPerCafe; i++) await addTask(w.db, w.cafeId, { title: `خدمت ${i}` });
    const res = await call('/coffenet/tasks', { as: w.cafeUser, body: { title: 'خدمت تازه', category: 'printing', base_price: 20_000, default_estimated_time: 60 } });
    expect(res).toEqual({ status: 409, body: { detail: CATALOGUE_MSG.tooManyTasks } });
  });

  it('ordering from an inactive cafe is 409', async () => {
    const w = await orderWorld();
    const { call } = await restHarness(w.db);
    await w.db.updateTable('cafes').set({ is_active: 0 }).where('id', '=', w.cafeId).execute();
    const res = await call('/order', { as: w.customer, body: { cafe_id: w.cafeId, task_id: w.taskId, details: { description: 'دو صفحه تایپ' } } });
    expect(res).toEqual({ status: 409, body: { detail: CATALOGUE_MSG.cafeNotAcceptingOrders } });
  });

  it('PATCH /order/{id}/pricing prices a new order (200); pricing it again through /review is 409', async () => {
    const w = await orderWorld();
    const { call } = await restHarness(w.db);
    const orderId = await w.orderIn('pending');
    const priced = await call(`/order/${orderId}/pricing`, { as: w.cafeUser, method: 'PATCH', body: { price: 50_000, estimated_time: '2d' } });
    expect(priced).toMatchObject({ status: 200, body: { success: true, order: { id: orderId, status: 'pending_payment', price: 50_000 } } });
    const again = await call(`/order/${orderId}/review`, { as: w.cafeUser, method: 'PATCH', body: { price: 60_000, estimated_time: '2d' } });
    expect(again).toEqual({ status: 409, body: { detail: transitionRefused('pending_payment', 'price') } });
  });

  it('GET /chat/order/{orderId}/page answers a page of the order\'s messages', async () => {
    const w = await orderWorld();
    const { call } = await restHarness(w.db);
    const orderId = await w.orderIn('pending');
    expect((await call('/chat/send', { as: w.customer, body: { order_id: orderId, message: 'سلام' } })).status).toBe(201);
    const page = await call(`/chat/order/${orderId}/page`, { as: w.cafeUser });
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain('سلام');
  });
});

describe('wallet paths in a state that refuses (409, 400)', () => {
  it('a bank account with an IBAN the cafe already has is 409, on adding and on changing', async () => {
    const w = await orderWorld();
    const { call } = await restHarness(w.db);
    const account = (IBAN: string) => ({ IBAN, account_number: '1234567890', bank: 'ملت', full_name: 'علی رضایی' });
    expect((await call('/wallet/accounts', { as: w.cafeUser, body: account(VALID_IBAN) })).status).toBe(201);
    const other = await call('/wallet/accounts', { as: w.cafeUser, body: account('IR062960000000100324200001') });
    expect(other.status).toBe(201);
    expect(await call('/wallet/accounts', { as: w.cafeUser, body: account(VALID_IBAN) })).toEqual({ status: 409, body: { detail: WALLET_MSG.bankAccountDuplicate } });
    expect(await call(`/wallet/accounts/${other.body.id}`, { as: w.cafeUser, method: 'PUT', body: account(VALID_IBAN) })).toEqual({
      status: 409,
      body: { detail: WALLET_MSG.bankAccountDuplicate },
    });
  });

  it('rejecting a withdrawal already decided is 409', async () => {
    const w = await orderWorld();
    const { call } = await restHarness(w.db);
    await fundWallet(w.db, w.cafeUser.id, 500_000);
    const account = await call('/wallet/accounts', { as: w.cafeUser, body: { IBAN: VALID_IBAN, account_number: '1234567890', bank: 'ملت', full_name: 'علی رضایی' } });
    const asked = await call('/wallet/withdraw-request', { as: w.cafeUser, body: { amount: 100_000, account_id: account.body.id } });
    expect(asked.status).toBe(201);
    const reject = () => call(`/wallet/withdraw-requests/${asked.body.id}/reject`, { as: w.admin, body: { message: 'شماره حساب نادرست است' } });
    expect((await reject()).status).toBe(200);
    expect(await reject()).toEqual({ status: 409, body: { detail: WALLET_MSG.withdrawalDecided } });
  });

  it('the admin\'s deposit, withdrawal and transfer answer 400 for more than there is, or for an admin\'s account', async () => {
    const w = await orderWorld();
    const { call } = await restHarness(w.db);
    const deposit = await call('/wallet/admin/deposit', { as: w.admin, body: { target_user_id: w.customer.id, amount: 50_000, description: 'واریز' } });
    expect(deposit).toEqual({ status: 400, body: { detail: WALLET_MSG.insufficientPlatformBalance, errors: { amount: WALLET_MSG.insufficientPlatformBalance } } });
    const toAdmin = await call('/wallet/admin/deposit', { as: w.admin, body: { target_user_id: w.admin.id, amount: 50_000, description: 'واریز' } });
    expect(toAdmin).toEqual({ status: 400, body: { detail: WALLET_MSG.walletHolderNotWallet } });
    const withdraw = await call('/wallet/admin/withdraw', { as: w.admin, body: { target_user_id: w.customer.id, amount: 50_000, description: 'برداشت' } });
    expect(withdraw).toEqual({ status: 400, body: { detail: WALLET_MSG.insufficientBalance, errors: { amount: WALLET_MSG.insufficientBalance } } });
    const transfer = await call('/wallet/admin/transfer', { as: w.admin, body: { from_user_id: w.customer.id, to_user_id: w.otherCustomer.id, amount: 50_000, description: 'انتقال' } });
    expect(transfer).toEqual({ status: 400, body: { detail: WALLET_MSG.insufficientBalance, errors: { amount: WALLET_MSG.insufficientBalance } } });
  });
});

describe('admin user paths', () => {
  it('changes a role (200), refuses to block oneself (409) and deletes an account with no history (200)', async () => {
    const w = await orderWorld();
    const { call } = await restHarness(w.db);
    const role = await call(`/admin/users/${w.otherCustomer.id}/role`, { as: w.admin, method: 'PATCH', body: { role: 'coffenet' } });
    expect(role).toMatchObject({ status: 200, body: { message: ADMIN_MSG.roleChanged, user: { id: w.otherCustomer.id, role: 'coffenet' } } });
    const self = await call(`/admin/users/${w.admin.id}/block`, { as: w.admin, method: 'PATCH', body: { blocked: true } });
    expect(self).toEqual({ status: 409, body: { detail: ADMIN_MSG.selfBlock } });
    const newcomer = await registerAccount(w.db, { username: 'newcomer' });
    const deleted = await call(`/admin/users/${newcomer.id}`, { as: w.admin, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await w.db.selectFrom('users').select('id').where('id', '=', newcomer.id).executeTakeFirst()).toBeUndefined();
  });
});

