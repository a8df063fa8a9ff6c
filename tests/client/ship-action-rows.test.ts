import { describe, expect, it } from 'vitest';
import { shipActionRows } from '../../src-client/features/store-admin/ship-action-rows';

const line = (id: string, order_id: string, requires_shipping: boolean) => ({ id, order_id, requires_shipping });

describe('the sales list offers the ship action once per order', () => {
  it('on the first physical line of each order only, never on a file or course line', () => {
    const rows = [line('a1', 'A', false), line('a2', 'A', true), line('a3', 'A', true), line('b1', 'B', true), line('c1', 'C', false)];
    expect([...shipActionRows(rows)]).toEqual(['a2', 'b1']);
  });
});
