import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@shared/orders/messages';
import { CREATED_ORDER_TITLES, createdOrderState } from '../../src-client/features/orders/created-order';

const read = (over: Partial<Parameters<typeof createdOrderState>[0]>) => createdOrderState({ hasOrder: false, isPending: false, errorCode: null, ...over });

describe('the order wizard’s success screen for the order in its address', () => {
  it('shows the order once it is read, and keeps it when a later read fails', () => {
    expect(read({ hasOrder: true })).toBe('created');
    expect(read({ hasOrder: true, errorCode: 'NOT_FOUND' })).toBe('created');
    expect(read({ isPending: true })).toBe('loading');
  });

  it('reads an unknown order and another person’s alike, as not found', () => {
    expect(read({ errorCode: 'NOT_FOUND' })).toBe('missing');
    expect(read({ errorCode: 'FORBIDDEN' })).toBe('missing');
  });

  it('offers a retry for anything else: no answer, a server error', () => {
    expect(read({ errorCode: null })).toBe('failed');
    expect(read({ errorCode: 'INTERNAL_SERVER_ERROR' })).toBe('failed');
    expect(read({ errorCode: 'UNAUTHORIZED' })).toBe('failed');
  });

  it('never titles a missing or unread order as created', () => {
    expect(CREATED_ORDER_TITLES.created).toBe('سفارش ثبت شد');
    expect(CREATED_ORDER_TITLES.missing).toBe(ORDER_MSG.orderNotFound);
    for (const state of ['loading', 'missing', 'failed'] as const) expect(CREATED_ORDER_TITLES[state]).not.toMatch(/ثبت شد/);
  });
});
