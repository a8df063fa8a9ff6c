import { PAGE_TITLES } from '@shared/page-titles';
import { useSearch } from 'wouter';
import { cleanBotOrderId, paymentTypeProblem, resolvePaymentType, resultDashboardPath } from '@shared/wallet/payment-results';
import { WALLET_MSG } from '@shared/wallet/messages';
import { dashboardPathFor } from '@shared/auth/roles';
import { useSession } from '../../session/useSession';
import { gatewayReturnParams } from '../wallet/useGatewayReturn';
import { LinkButton, PaymentFailureCard, PaymentSuccessCard } from './PaymentResultCard';
import { PaymentCheckFailed, PaymentChecking } from './PaymentCheckStates';
import { returnedAuthority, usePaymentVerification } from './usePaymentVerification';
import { orderChatPath } from '@shared/routes';

/** Spec 1 §2.8: /verify?authority&Status&type&order_id&payment_type → spinner, then success or failure. */
export default function VerifyPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const paymentType = params.get('payment_type');
  const gateway = gatewayReturnParams(search);
  const authority = returnedAuthority(gateway);
  const problem = paymentTypeProblem(type, paymentType) ? WALLET_MSG.invalidSiteType : authority ? null : WALLET_MSG.authorityMissing;
  const { state, retry } = usePaymentVerification(authority, gateway?.status, problem);
  const { role } = useSession();

  const dashboardButton = (href: string) => <LinkButton href={href}>بازگشت به داشبورد</LinkButton>;

  if (state.phase === 'checking') return <PaymentChecking />;
  if (state.phase === 'error') {
    return (
      <PaymentCheckFailed
        title={PAGE_TITLES['/verify']}
        message={state.message}
        onRetry={authority && !problem ? retry : undefined}
        back={dashboardButton(dashboardPathFor(role))}
      />
    );
  }

  const { answer } = state;
  const shownType = resolvePaymentType(answer.type, answer.updated?.type, { type, paymentType });
  const dashboard = resultDashboardPath(role, shownType);
  if (!answer.success) {
    return <PaymentFailureCard message={answer.message || WALLET_MSG.paymentNotVerified} actions={dashboardButton(dashboard)} />;
  }
  const orderId =
    shownType === 'bot' ? cleanBotOrderId(answer.order_id) : shownType === 'order' || shownType === 'store' ? (answer.order_id ?? params.get('order_id')) : null;
  const chat = orderId && shownType === 'order' && role !== 'admin' ? orderChatPath(role, orderId) : null;
  return (
    <PaymentSuccessCard
      result={{ type: shownType, refId: answer.ref_id, orderId, subscriptionId: answer.subscription_id, amount: answer.amount, newBalance: answer.new_balance }}
      note={answer.credited_to_wallet ? answer.message : null}
      actions={
        <>
          {shownType === 'store' && (
            <LinkButton href="/user/courses" variant="light">
              محصولات من
            </LinkButton>
          )}
          {chat && (
            <LinkButton href={chat} variant="light">
              گفتگوی سفارش
            </LinkButton>
          )}
          {dashboardButton(dashboard)}
        </>
      }
    />
  );
}
