import { describe, expect, it } from 'vitest';
import { feeToPpm, formatFeePercent, formatSignedToman, formatWalletToman, HIDDEN_TRANSACTION_TYPES, isCreditLeg, ppmToFee, TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES } from '@shared/wallet/transactions';
import { isValidIban, normalizeIban, topUpForm, withdrawForm } from '@shared/wallet/schemas';
import { cleanBotOrderId, paymentTypeProblem, resolvePaymentType, resultDashboardPath } from '@shared/wallet/payment-results';
import { WALLET_MSG, gatewayCodeMessage } from '@shared/wallet/messages';

describe('wallet formatting', () => {
  it('shows wallet amounts in toman with Persian digits, zero as "۰ تومان"', () => {
    expect(formatWalletToman(0)).toBe('۰ تومان');
    expect(formatWalletToman(1_234_560)).toBe('۱۲۳٬۴۵۶ تومان');
    expect(formatSignedToman(500_000)).toBe('+۵۰٬۰۰۰ تومان');
    expect(formatSignedToman(-20)).toBe('−۲ تومان');
  });

  it('marks the spec’s credit types, and any money in, as credits', () => {
    for (const type of ['deposit', 'admin_deposit', 'admin_transfer_in', 'earning', 'payment_in', 'store_payment_in'] as const) {
      expect(isCreditLeg(type, 1)).toBe(true);
    }
    expect(isCreditLeg('withdrawal_rejected', 100)).toBe(true);
    expect(isCreditLeg('payment', -100)).toBe(false);
  });

  it('has a Persian label for every transaction type and hides the spec’s types per role', () => {
    for (const type of TRANSACTION_TYPES) expect(TRANSACTION_TYPE_LABELS[type]).toMatch(/\p{Script=Arabic}/u);
    expect(HIDDEN_TRANSACTION_TYPES.user).toEqual(expect.arrayContaining(['payment_in', 'platform_fee', 'admin_withdrawal_in', 'store_payment_in', 'deposit_pending', 'admin_deposit_pending']));
    expect(HIDDEN_TRANSACTION_TYPES.coffenet).toEqual(['admin_deposit_out', 'earning_out']);
  });

  it('keeps fees as parts per million', () => {
    expect(feeToPpm(0.1)).toBe(100_000);
    expect(feeToPpm(0.07)).toBe(70_000);
    expect(ppmToFee(125_000)).toBe(0.125);
    expect(formatFeePercent(0.125)).toBe('۱۲٫۵٪');
  });

  it('maps gateway codes to Persian messages', () => {
    expect(gatewayCodeMessage(-51)).toBe(WALLET_MSG.paymentFailed);
    expect(gatewayCodeMessage(-999)).toContain('-999');
  });
});

describe('wallet forms', () => {
  it('normalises and checks an IBAN', () => {
    expect(normalizeIban('ir82 0540-1026 8002 0817 9090 02')).toBe('IR820540102680020817909002');
    expect(normalizeIban('۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe('IR820540102680020817909002');
    expect(isValidIban('IR820540102680020817909002')).toBe(true);
    expect(isValidIban('IR820540102680020817909012')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(false);
  });

  it('takes toman in forms and checks the rials with the server’s rules', () => {
    expect(topUpForm.parse({ amount: 50_000, description: '' })).toEqual({ amount: 500_000, description: '' });
    expect(topUpForm.safeParse({ amount: 500 }).error?.issues[0]?.message).toBe(WALLET_MSG.gatewayMinAmount);
    expect(topUpForm.safeParse({ amount: '' }).error?.issues[0]?.message).toBe(WALLET_MSG.amountRequired);
    expect(withdrawForm.safeParse({ amount: 0, account_id: 'x' }).error?.issues[0]?.message).toBe(WALLET_MSG.amountPositive);
    expect(withdrawForm.safeParse({ amount: 10, account_id: '' }).error?.issues[0]?.message).toBe(WALLET_MSG.accountRequired);
  });
});

describe('payment result pages (spec 1 §2.8)', () => {
  it('takes the type from the answer, then a store order, then the query; type=store forces store', () => {
    expect(resolvePaymentType('wallet', null, { type: 'site', paymentType: 'order' })).toBe('wallet');
    expect(resolvePaymentType(null, 'store_order', { type: null, paymentType: null })).toBe('store');
    expect(resolvePaymentType('order', null, { type: 'store', paymentType: null })).toBe('store');
    expect(resolvePaymentType(null, null, { type: 'site', paymentType: 'subscription' })).toBe('subscription');
  });

  it('refuses an unknown site payment type', () => {
    expect(paymentTypeProblem('site', 'order')).toBe(false);
    expect(paymentTypeProblem('site', 'lottery')).toBe(true);
    expect(paymentTypeProblem('nonsense', null)).toBe(true);
    expect(paymentTypeProblem(null, null)).toBe(false);
  });

  it('sends each role back to its dashboard by payment type', () => {
    expect(resultDashboardPath('admin', 'order')).toBe('/admin/dashboard');
    expect(resultDashboardPath('coffenet', 'store')).toBe('/coffenet/courses');
    expect(resultDashboardPath('coffenet', 'wallet')).toBe('/coffenet/dashboard');
    expect(resultDashboardPath('user', 'order')).toBe('/user/orders');
    expect(resultDashboardPath(null, 'wallet')).toBe('/wallet');
    expect(resultDashboardPath('user', 'store')).toBe('/user/courses');
    expect(resultDashboardPath('user', 'subscription')).toBe('/user/dashboard');
  });

  it('keeps a bot order id only when it is a plain string', () => {
    expect(cleanBotOrderId('ord-1')).toBe('ord-1');
    expect(cleanBotOrderId('{"id":1}')).toBeNull();
    expect(cleanBotOrderId(null)).toBeNull();
  });
});
