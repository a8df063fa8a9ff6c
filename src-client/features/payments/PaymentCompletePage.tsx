import { PAGE_TITLES } from '@shared/page-titles';
import { useSearch } from 'wouter';
import { WALLET_MSG } from '@shared/wallet/messages';
import { dashboardPathFor, type Role } from '@shared/auth/roles';
import { useSession } from '../../session/useSession';
import { gatewayReturnParams } from '../wallet/useGatewayReturn';
import { LinkButton, PaymentFailureCard, PaymentSuccessCard } from './PaymentResultCard';
import { PaymentCheckFailed, PaymentChecking } from './PaymentCheckStates';
import { returnedAuthority, usePaymentVerification } from './usePaymentVerification';

/** Spec 1 §2.9: /payment-complete?authority&Status&order_id&payment_type (default order). */
export default function PaymentCompletePage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const gateway = gatewayReturnParams(search);
  const authority = returnedAuthority(gateway);
  const { state, retry } = usePaymentVerification(authority, gateway?.status, authority ? null : WALLET_MSG.authorityMissing);
  const { role } = useSession();

  // A platform wallet top-up is the admin's, whatever the stored role says.
  const backRole: Role | null = state.phase === 'done' && state.answer.details.user_id === 'platform' ? 'admin' : role;
  const back = <LinkButton href={dashboardPathFor(backRole)}>بازگشت به داشبورد</LinkButton>;

  if (state.phase === 'checking') return <PaymentChecking />;
  if (state.phase === 'error') {
    return <PaymentCheckFailed title={PAGE_TITLES['/payment-complete']} message={state.message} onRetry={authority ? retry : undefined} back={back} />;
  }
  const { answer } = state;
  if (!answer.success) return <PaymentFailureCard message={answer.message || WALLET_MSG.paymentNotDone} actions={back} />;
  return (
    <PaymentSuccessCard
      result={{
        type: answer.type ?? (params.get('payment_type') as 'order' | null) ?? 'order',
        refId: answer.ref_id,
        orderId: answer.type === 'order' || answer.type === 'store' ? (answer.order_id ?? params.get('order_id')) : null,
        subscriptionId: answer.subscription_id,
        amount: answer.amount,
        newBalance: answer.new_balance,
      }}
      note={answer.credited_to_wallet ? answer.message : null}
      actions={back}
    />
  );
}
