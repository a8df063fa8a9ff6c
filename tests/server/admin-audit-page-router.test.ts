import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@shared/admin/messages';
import { trpcError, validationMessages } from '../helpers/db';
import { orderWorld } from '../helpers/orders';

/** admin.auditPage through the router: the next page follows the cursor, only admins, bad input 400. */
describe('admin.auditPage', () => {
  it('pages an area with has_more and refuses a non-admin and a bad cursor', async () => {
    const w = await orderWorld();
    await w.api(w.admin).admin.setCafeActive({ id: w.cafeId, active: false });
    w.clock.advanceSeconds(60);
    await w.api(w.admin).admin.setCafeActive({ id: w.cafeId, active: true });
    const api = w.api(w.admin).admin;
    const first = await api.auditPage({ area: 'cafes', limit: 1 });
    expect(first.rows.map((r) => r.action)).toEqual(['cafe.activate']);
    expect(first.has_more).toBe(true);
    const second = await api.auditPage({ area: 'cafes', limit: 1, cursor: first.next });
    expect(second.rows.map((r) => r.action)).toEqual(['cafe.deactivate']);
    expect(second.has_more).toBe(false);
    expect(second.next).toBeNull();

    expect((await trpcError(w.api(w.customer).admin.auditPage({ area: 'cafes', limit: 1 }))).code).toBe('FORBIDDEN');
    const bad = await trpcError(api.auditPage({ area: 'cafes', limit: 1, cursor: { created_at: 'x'.repeat(41), id: 'a' } }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(Object.values(validationMessages(bad))).toContain(ADMIN_MSG.pagingInvalid);
    const badTarget = await trpcError(api.auditPage({ area: 'cafes', limit: 1, target_id: 'x'.repeat(41) }));
    expect(badTarget.code).toBe('BAD_REQUEST');
    expect(validationMessages(badTarget).target_id).toBe(ADMIN_MSG.auditTargetInvalid);
    // One thing's rows need its area (the target index starts with it).
    const noArea = await trpcError(api.auditPage({ limit: 1, target_id: w.cafeId }));
    expect(noArea.code).toBe('BAD_REQUEST');
    expect(validationMessages(noArea).area).toBe(ADMIN_MSG.auditTargetNeedsArea);
    // Without an area: every area's rows, newest first.
    expect((await api.auditPage({ limit: 5 })).rows.map((r) => r.action)).toEqual(['cafe.activate', 'cafe.deactivate']);
    // One cafe's rows only: the demo world's cafe has both, another id none.
    expect((await api.auditPage({ area: 'cafes', limit: 5, target_id: w.cafeId })).rows.map((r) => r.action)).toEqual(['cafe.activate', 'cafe.deactivate']);
    expect((await api.auditPage({ area: 'cafes', limit: 5, target_id: 'f'.repeat(24) })).rows).toEqual([]);
  });
});
