import { WALLET_LIMITS } from '@shared/wallet/transactions';
import { PersianNumberInput, type PersianNumberInputProps } from '../../ui/PersianNumberInput';

/** Amounts are typed in toman (spec 3 §5: whole toman, minimum 0, the arrow keys step 1000); the form converts to rials once. */
export function MoneyInput(props: Omit<PersianNumberInputProps, 'allowDecimal'> & { label?: string }) {
  return <PersianNumberInput label="مبلغ (تومان)" step={WALLET_LIMITS.inputStepToman} min={0} {...props} />;
}
