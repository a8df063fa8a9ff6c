import { describe, expect, it } from 'vitest';
import { buyerMayCancel } from '@shared/store/shipping-state';

describe('the buyer’s cancel button', () => {
  it('shows for an unpaid order until it is posted, never for a paid or cancelled one', () => {
    expect(buyerMayCancel({ status: 'pending', tracking_url: null })).toBe(true);
    expect(buyerMayCancel({ status: 'pending', tracking_url: 'https://tracking.post.ir/1' })).toBe(false);
    expect(buyerMayCancel({ status: 'paid', tracking_url: null })).toBe(false);
    expect(buyerMayCancel({ status: 'cancelled', tracking_url: null })).toBe(false);
  });
});
