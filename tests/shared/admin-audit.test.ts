import { describe, expect, it } from 'vitest';
import { auditActionLabel, describeAuditChange } from '@shared/admin/audit';

describe('the admin audit list in Persian', () => {
  it('names each recorded field and says its value as a person would', () => {
    expect(describeAuditChange('withdrawal.approve', { status: 'pending' }, { status: 'completed', amount: 200_000 })).toBe(
      'وضعیت: در انتظار بررسی ← پرداخت شد، مبلغ: ۲۰٬۰۰۰ تومان',
    );
    expect(describeAuditChange('user.role', { role: 'user' }, { role: 'coffenet' })).toBe('نقش: کاربر عادی ← مدیر کافی‌نت');
    expect(describeAuditChange('user.block', { blocked: false }, { blocked: true })).toBe('مسدود: خیر ← بله');
    expect(describeAuditChange('order.start', { status: 'pending' }, { status: 'in_progress' })).toBe('وضعیت: در انتظار تأیید ← در حال انجام');
    expect(describeAuditChange('fee.cafe', null, { fee: 0.075 })).toBe('کارمزد: ۷٫۵٪');
    expect(describeAuditChange('fee.global', { fee: 0.1 }, { fee: 0.15 })).toBe('کارمزد: ۱۰٪ ← ۱۵٪');
    expect(describeAuditChange('fee.cafe', null, { fee: null })).toBe('کارمزد: کارمزد سراسری');
  });

  it('names the shipping of a store order and its tracking link, before and after', () => {
    expect(auditActionLabel('store_order.tracking')).toBe('ثبت ارسال سفارش فروشگاه');
    expect(describeAuditChange('store_order.tracking', { tracking_url: null }, { tracking_url: 'https://tracking.post.ir/1' })).toBe(
      'لینک رهگیری: ندارد ← https://tracking.post.ir/1',
    );
  });

  it('names a cash order’s money received, with the store order’s status words', () => {
    expect(auditActionLabel('store_order.cash_received')).toBe('دریافت وجه سفارش پرداخت در محل');
    expect(describeAuditChange('store_order.cash_received', { status: 'pending' }, { status: 'paid', amount: 5_000_000 })).toBe(
      'وضعیت: در انتظار پرداخت ← پرداخت‌شده، مبلغ: ۵۰۰٬۰۰۰ تومان',
    );
  });

  it('leaves ids out, keeps a field it does not know as recorded, and an unchanged field once', () => {
    expect(describeAuditChange('wallet.transfer', null, { from_user_id: 'a'.repeat(24), to_user_id: 'b'.repeat(24), amount: 10_000, description: 'بازپرداخت' })).toBe(
      'مبلغ: ۱٬۰۰۰ تومان، توضیحات: بازپرداخت',
    );
    expect(describeAuditChange('x.y', { note: 'a' }, { note: 'a' })).toBe('note: a');
    expect(describeAuditChange('x.y', null, null)).toBe('');
  });

  it('labels the actions it knows, and only its own keys', () => {
    expect(auditActionLabel('withdrawal.approve')).toBe('تأیید برداشت');
    expect(auditActionLabel('toString')).toBe('toString');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });
});
