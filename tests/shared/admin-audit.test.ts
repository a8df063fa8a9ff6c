import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTION_LABELS, AUDIT_AREA_TITLES, AUDIT_AREAS, auditActionLabel, describeAuditChange } from '@shared/admin/audit';

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

describe('every action an admin can take has a name on the audit lists', () => {
  /** The action strings of every recordAudit call in the server's sources. */
  function recordedActions() {
    const root = fileURLToPath(new URL('../../src-server', import.meta.url));
    const found: Array<{ file: string; actions: string[] }> = [];
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      // log.ts defines recordAudit; every other file calls it.
      if (!file.endsWith('.ts') || file.endsWith(join('audit', 'log.ts'))) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const call of text.split(/\brecordAudit\(/).slice(1)) {
        // The entry's `action:` up to its `area:` holds the name, or both names of a ternary.
        const action = /\baction:([\s\S]*?)\barea:/.exec(call)?.[1] ?? '';
        found.push({ file, actions: [...action.matchAll(/'([^']+)'/g)].map((m) => m[1]!) });
      }
    }
    return found;
  }

  it('finds each recordAudit call’s action as written, and a Persian label for it', () => {
    const calls = recordedActions();
    expect(calls.length).toBeGreaterThanOrEqual(16);
    // An action held in a variable would escape this check: the calls name theirs in place.
    expect(calls.filter((c) => c.actions.length === 0)).toEqual([]);
    const actions = [...new Set(calls.flatMap((c) => c.actions))].sort();
    expect(actions).toContain('store_order.tracking');
    expect(actions.filter((a) => auditActionLabel(a) === a)).toEqual([]);
    for (const action of actions) expect(auditActionLabel(action)).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives every area a heading, and no label twice', () => {
    for (const area of AUDIT_AREAS) expect(AUDIT_AREA_TITLES[area]).toMatch(/[\u0600-\u06FF]/);
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
