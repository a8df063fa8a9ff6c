import { isolate } from '@shared/text/bidi';
import { describe, expect, it } from 'vitest';
import { diffOrderStatuses, newPendingOrderMessage, statusChangeMessage } from '@shared/orders/announcements';

const order = (id: string, status: string) => ({ id, status, service_type: 'تایپ' });

describe('order status announcements (spec 1 §4)', () => {
  it('stores a first sight silently and announces a later change for the customer', () => {
    const first = diffOrderStatuses([order('a', 'pending')], {}, {}, 'user');
    expect(first.announcements).toEqual([]);
    expect(first.stored).toEqual({ a: 'pending' });

    const again = diffOrderStatuses([order('a', 'pending')], first.stored, first.pendingSeen, 'user');
    expect(again.announcements).toEqual([]);

    const priced = diffOrderStatuses([order('a', 'pending_payment')], again.stored, again.pendingSeen, 'user');
    expect(priced.announcements).toEqual([
      { id: 'order-a-pending_payment', orderId: 'a', kind: 'status', message: `سفارش شما «${isolate('تایپ')}» قیمت‌گذاری شد و در انتظار پرداخت است` },
    ]);
    expect(priced.stored).toEqual({ a: 'pending_payment' });
  });

  it('says "cafe order" to a cafe and tells it once about each new pending order', () => {
    const first = diffOrderStatuses([order('a', 'pending'), order('b', 'completed')], {}, {}, 'coffenet');
    expect(first.announcements).toEqual([{ id: 'order-a-new', orderId: 'a', kind: 'new_pending', message: newPendingOrderMessage('تایپ') }]);
    const again = diffOrderStatuses([order('a', 'pending')], first.stored, first.pendingSeen, 'coffenet');
    expect(again.announcements).toEqual([]);
    // The shown flag outlives the stored statuses (e.g. the order scrolled out of the watched list).
    const later = diffOrderStatuses([order('a', 'pending')], {}, again.pendingSeen, 'coffenet');
    expect(later.announcements).toEqual([]);
    expect(statusChangeMessage('تایپ', 'cancelled', 'coffenet')).toBe(`سفارش کافی‌نت «${isolate('تایپ')}» لغو شد`);
  });

  it('reads legacy statuses and falls back to a general message for unknown ones', () => {
    expect(statusChangeMessage('ترجمه', 'complete', 'user')).toBe(`سفارش شما «${isolate('ترجمه')}» تکمیل شد`);
    expect(statusChangeMessage('ترجمه', 'delivered', 'user')).toBe(`وضعیت سفارش «${isolate('ترجمه')}» تغییر کرد`);
    const legacy = diffOrderStatuses([order('a', 'pending_confirmation')], {}, {}, 'coffenet');
    expect(legacy.announcements.map((a) => a.kind)).toEqual(['new_pending']);
  });
});
