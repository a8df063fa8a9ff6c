import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@shared/orders/messages';
import { normalizeEstimatedTime } from '@shared/orders/delivery-time';
import { normalizeOrderStatus, orderStatusLabel } from '@shared/orders/state-machine';
import { orderFileType } from '@shared/orders/files';
import { categoryLabel } from '@shared/catalogue/categories';
import { fileForm, restOrderWorld } from '../helpers/rest-orders';
import { quietUnreachableGateway } from '../helpers/quiet-gateway';

quietUnreachableGateway();

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('prototype keys are unknown values, never known ones (issue 14, defect 1)', () => {
  it('shared lookups treat them as unknown and keep legacy values and Persian estimates', () => {
    for (const key of PROTOTYPE_KEYS) {
      expect(normalizeOrderStatus(key)).toBeNull();
      expect(orderStatusLabel(key)).toBe(key);
      expect(orderFileType(`x.${key}`)).toBeNull();
      expect(normalizeEstimatedTime(`999999${key}`)).toBeNull();
      expect(normalizeEstimatedTime(`5 ${key}`)).toBeNull();
      expect(categoryLabel(key)).toBe(categoryLabel('other'));
    }
    expect(normalizeOrderStatus('pending_confirmation')).toBe('pending');
    expect(normalizeOrderStatus('complete')).toBe('completed');
    expect(normalizeEstimatedTime('۲ ساعت')).toBe('2h');
    expect(normalizeEstimatedTime('3d')).toBe('3d');
  });

  it('a status filter or target status of __proto__ / constructor answers 422, as any unknown status', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    for (const key of ['__proto__', 'constructor', 'nonsense']) {
      for (const [path, token] of [
        ['/order/me', w.tokens.customer],
        ['/order/assigned', w.tokens.cafe],
      ] as const) {
        const res = await w.call(`${path}?status=${key}`, { token });
        expect([path, key, res.status, res.body.detail]).toEqual([path, key, 422, ORDER_MSG.statusUnknown]);
      }
      const patched = await w.call(`/order/${orderId}/status`, { method: 'PATCH', token: w.tokens.cafe, json: { status: key, reason: 'x' } });
      expect([key, patched.status, patched.body.detail]).toEqual([key, 422, ORDER_MSG.statusUnknown]);
    }
    // Legacy statuses still work.
    expect((await w.call('/order/assigned?status=pending_confirmation', { token: w.tokens.cafe })).status).toBe(200);
  });

  it('an uploaded file named x.constructor is refused as an unknown type, not a 500', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    for (const key of PROTOTYPE_KEYS) {
      const res = await w.call(`/order/${orderId}/upload`, { token: w.tokens.customer, form: fileForm(`x.${key}`, 'hello') });
      expect([key, res.status, res.body.detail]).toEqual([key, 415, ORDER_MSG.fileTypeNotAllowed]);
    }
  });

  it('an estimate like 999999constructor is refused; a Persian one is stored normalised', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    const bad = await w.call(`/order/${orderId}/review`, { method: 'PATCH', token: w.tokens.cafe, json: { price: 5000, estimated_time: '999999constructor' } });
    expect([bad.status, bad.body.detail]).toEqual([422, ORDER_MSG.timeInvalid]);
    const good = await w.call(`/order/${orderId}/review`, { method: 'PATCH', token: w.tokens.cafe, json: { price: 5000, estimated_time: '۲ ساعت' } });
    expect(good.status).toBe(200);
    expect(good.body.order.estimated_time).toBe('2h');
  });
});

describe('money inputs take decimal integers only (issue 14, defect 8)', () => {
  const LENIENT = ['0x2710', '1e4', ' 10000 ', '10000.0', '+10000', '0b10', '10_000', 'Infinity', '١٠٠٠٠.٠'];

  it('refuses hex, exponent, padded and fractional amounts on every money path with 422', async () => {
    const w = await restOrderWorld();
    const orderId = await w.orderIn('pending');
    for (const amount of LENIENT) {
      const topUp = await w.call('/wallet/deposit/create-payment', { token: w.tokens.customer, json: { amount } });
      expect([amount, topUp.status]).toEqual([amount, 422]);
      const withdraw = await w.call('/wallet/withdraw-request', { token: w.tokens.cafe, json: { amount, account_id: 'a'.repeat(24) } });
      expect([amount, withdraw.status]).toEqual([amount, 422]);
      const review = await w.call(`/order/${orderId}/review`, { method: 'PATCH', token: w.tokens.cafe, json: { price: amount, estimated_time: '2h' } });
      expect([amount, review.status]).toEqual([amount, 422]);
      const task = await w.call('/coffenet/tasks', { token: w.tokens.cafe, json: { title: 'تایپ', category: 'printing', base_price: amount } });
      expect([amount, task.status]).toEqual([amount, 422]);
      const deposit = await w.call('/wallet/admin/deposit', { token: w.tokens.admin, json: { target_user_id: w.customer.id, amount, description: 'x' } });
      expect([amount, deposit.status]).toEqual([amount, 422]);
    }
  });

  it('still takes Latin and Persian digit strings and plain numbers', async () => {
    const w = await restOrderWorld();
    for (const amount of ['15000', '۱۵۰۰۰', 15000]) {
      // Valid input reaches the gateway, which tests leave unreachable (502), instead of a 422.
      const topUp = await w.call('/wallet/deposit/create-payment', { token: w.tokens.customer, json: { amount } });
      expect([amount, topUp.status]).toEqual([amount, 502]);
    }
    const orderId = await w.orderIn('pending');
    const review = await w.call(`/order/${orderId}/review`, { method: 'PATCH', token: w.tokens.cafe, json: { price: '۵۰۰۰', estimated_time: '2h' } });
    expect(review.status).toBe(200);
    expect(review.body.order.price).toBe(5000);
  });
});
