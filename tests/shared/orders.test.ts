import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  actionForTargetStatus,
  allowedActions,
  CAFE_ORDER_QUERIES,
  cafeOrderGroup,
  checkTransition,
  finalFileReleased,
  normalizeOrderStatus,
  orderStatusLabel,
  ORDER_ACTIONS,
  ORDER_PARTIES,
  ORDER_STATUSES,
} from '@shared/orders/state-machine';
import { formatEstimatedTime, minutesToEstimatedTime, normalizeEstimatedTime } from '@shared/orders/delivery-time';
import { orderFileType } from '@shared/orders/files';

// DOMAIN.md §2 written out by hand, so a change to the shared table must be made here too.
const ALLOWED: Array<[string, string, string, string]> = [
  ['pending', 'price', 'cafe', 'pending_payment'],
  ['pending', 'reject', 'cafe', 'rejected'],
  ['pending', 'cancel', 'customer', 'cancelled'],
  ['pending_payment', 'cancel', 'customer', 'cancelled'],
  ['pending_payment', 'pay', 'customer', 'in_progress'],
  ['pending', 'start', 'admin', 'in_progress'],
  ['in_progress', 'complete', 'cafe', 'completed'],
];

describe('order state machine', () => {
  it('allows exactly the transitions of DOMAIN.md §2, for every (status, action, party)', () => {
    let checked = 0;
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        for (const party of ORDER_PARTIES) {
          const row = ALLOWED.find(([s, a, p]) => s === status && a === action && p === party);
          const result = checkTransition(status, action, party);
          expect(result, `${status} ${action} ${party}`).toEqual(row ? { ok: true, to: row[3] } : expect.objectContaining({ ok: false }));
          checked++;
        }
      }
    }
    expect(checked).toBe(6 * 6 * 3);
  });

  it('tells a wrong party from a wrong status', () => {
    expect(checkTransition('pending', 'complete', 'customer')).toEqual({ ok: false, reason: 'not_allowed_party' });
    expect(checkTransition('completed', 'complete', 'cafe')).toEqual({ ok: false, reason: 'wrong_status' });
  });

  it('lists the actions a party is offered', () => {
    expect(allowedActions('pending', 'cafe')).toEqual(['price', 'reject']);
    expect(allowedActions('pending', 'customer')).toEqual(['cancel']);
    expect(allowedActions('pending_payment', 'customer')).toEqual(['cancel', 'pay']);
    expect(allowedActions('in_progress', 'cafe')).toEqual(['complete']);
    expect(allowedActions('completed', 'cafe')).toEqual([]);
    expect(allowedActions('pending', 'admin')).toEqual(['start']);
  });

  it('maps a PATCH status target to the action of that party', () => {
    expect(actionForTargetStatus('rejected', 'cafe')).toBe('reject');
    expect(actionForTargetStatus('completed', 'cafe')).toBe('complete');
    expect(actionForTargetStatus('cancelled', 'customer')).toBe('cancel');
    expect(actionForTargetStatus('in_progress', 'admin')).toBe('start');
    expect(actionForTargetStatus('in_progress', 'cafe')).toBeNull();
    expect(actionForTargetStatus('completed', 'customer')).toBeNull();
  });

  it('reads pending_confirmation as pending and legacy complete as completed', () => {
    expect(normalizeOrderStatus('pending_confirmation')).toBe('pending');
    expect(normalizeOrderStatus('complete')).toBe('completed');
    expect(normalizeOrderStatus('in_progress')).toBe('in_progress');
    expect(normalizeOrderStatus('paid')).toBeNull();
    expect(orderStatusLabel('complete')).toBe(orderStatusLabel('completed'));
    expect(orderStatusLabel('processing')).toBe('در حال پردازش');
    expect(ACTIVE_ORDER_STATUSES).toEqual(['pending', 'pending_payment', 'in_progress']);
  });

  it('releases the final file only for a completed and paid order', () => {
    expect(finalFileReleased('completed', 'paid')).toBe(true);
    expect(finalFileReleased('completed', 'unpaid')).toBe(false);
    expect(finalFileReleased('in_progress', 'paid')).toBe(false);
  });

  it('groups a cafe’s orders as the management page shows them', () => {
    expect(cafeOrderGroup('pending', false)).toBe('pending');
    expect(cafeOrderGroup('pending_payment', false)).toBe('in_progress');
    expect(cafeOrderGroup('completed', false)).toBe('ready_to_rate');
    expect(cafeOrderGroup('completed', true)).toBe('completed');
    expect(cafeOrderGroup('rejected', false)).toBe('closed');
  });
});

describe('cafe order page queries', () => {
  it('asks for every status exactly once, and each order lands in a group of the query that fetched it', () => {
    const asked = CAFE_ORDER_QUERIES.flatMap((q) => q.statuses);
    expect([...asked].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const query of CAFE_ORDER_QUERIES) {
      for (const status of query.statuses) {
        for (const rated of [false, true]) expect(query.groups, `${status} rated=${rated}`).toContain(cafeOrderGroup(status, rated));
      }
    }
  });
});

describe('delivery estimates', () => {
  it('accepts 3h, 2d and Persian forms and shows them in Persian', () => {
    expect(normalizeEstimatedTime('3h')).toBe('3h');
    expect(normalizeEstimatedTime(' 2 D ')).toBe('2d');
    expect(normalizeEstimatedTime('۲۴ ساعت')).toBe('24h');
    expect(normalizeEstimatedTime('45 دقیقه')).toBe('45m');
    expect(normalizeEstimatedTime('فردا')).toBeNull();
    expect(normalizeEstimatedTime('0h')).toBeNull();
    expect(normalizeEstimatedTime('400d')).toBeNull();
    expect(formatEstimatedTime('24h')).toBe('۲۴ ساعت');
    expect(formatEstimatedTime('2d')).toBe('۲ روز');
    expect(formatEstimatedTime(null)).toBe('—');
  });

  it('turns a service’s minutes into whole days or hours when exact', () => {
    expect(minutesToEstimatedTime(2880)).toBe('2d');
    expect(minutesToEstimatedTime(180)).toBe('3h');
    expect(minutesToEstimatedTime(90)).toBe('90m');
    expect(minutesToEstimatedTime(null)).toBeNull();
  });
});

describe('order file types', () => {
  it('accepts the spec’s types by extension, case-insensitively', () => {
    expect(orderFileType('scan.PDF')).toBe('application/pdf');
    expect(orderFileType('photo.jpeg')).toBe('image/jpeg');
    expect(orderFileType('archive.rar')).toBe('application/vnd.rar');
    expect(orderFileType('setup.exe')).toBeNull();
    expect(orderFileType('noext')).toBeNull();
  });
});
