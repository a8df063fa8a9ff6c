import { describe, expect, it } from 'vitest';
import { firstIncompleteStep, parseStep, wizardHref, wizardStep } from '../../src-client/features/orders/wizard-steps';

const none = { category: false, cafe: false, order: false };

describe('the order wizard’s step in the address', () => {
  it('reads only the four steps written plainly', () => {
    expect(['1', '2', '3', '4'].map(parseStep)).toEqual([1, 2, 3, 4]);
    for (const raw of [null, '', '0', '5', '3.0', ' 3', '۳', 'three', '-1', '1e0']) expect(parseStep(raw)).toBeNull();
  });

  it('shows the asked step when what it needs is chosen', () => {
    expect(wizardStep('1', { category: true, cafe: true, order: true })).toBe(1);
    expect(wizardStep('2', { ...none, category: true })).toBe(2);
    expect(wizardStep('3', { ...none, cafe: true })).toBe(3);
    expect(wizardStep('4', { category: true, cafe: true, order: true })).toBe(4);
  });

  it('falls back to the first step still to do for a step not reachable yet or a garbage value', () => {
    expect(wizardStep('3', none)).toBe(1);
    expect(wizardStep('3', { ...none, category: true })).toBe(2);
    expect(wizardStep('2', { ...none, cafe: true })).toBe(3);
    expect(wizardStep('4', { ...none, category: true, cafe: true })).toBe(3);
    expect(wizardStep('banana', { ...none, category: true })).toBe(2);
    expect(wizardStep(null, none)).toBe(1);
  });

  it('without a step starts where the link’s choices lead (spec 2 §2)', () => {
    expect(firstIncompleteStep(none)).toBe(1);
    expect(firstIncompleteStep({ ...none, category: true })).toBe(2);
    expect(firstIncompleteStep({ ...none, cafe: true })).toBe(3);
    expect(wizardStep(null, { category: true, cafe: true, order: true })).toBe(3);
  });

  it('builds the address from the current query, keeping the other choices', () => {
    expect(wizardHref('category=printing', { step: '2' })).toBe('/order/create?category=printing&step=2');
    expect(wizardHref('category=printing&step=2', { cafe: 'c1', step: '3' })).toBe('/order/create?category=printing&step=3&cafe=c1');
    expect(wizardHref('category=printing', { category: null })).toBe('/order/create');
  });
});
