import { PAGE_TITLES } from '@shared/page-titles';
import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { cleanBotOrderId, paymentTypeProblem, resolvePaymentType, resultDashboardPath } from '@shared/wallet/payment-results';
import { WALLET_MSG } from '@shared/wallet/messages';
import { dashboardPathFor } from '@shared/auth/roles';
import { STORAGE_KEYS } from '../../session/storage';
import { forgetPendingPayment } from './pending-payment';
import { useSession } from '../../session/useSession';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { gatewayReturnParams } from '../wallet/useGatewayReturn';
import { LinkButton, PaymentFailureCard, PaymentSuccessCard } from './PaymentResultCard';
import { usePaymentVerification } from './usePaymentVerification';
import { orderChatPath } from '@shared/routes';

/** Spec 1 §2.8: /verify?authority&Status&type&order_id&payment_type → spinner, then success or failure. */
export default function VerifyPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const paymentType = params.get('payment_type');
  const gateway = gatewayReturnParams(search);
  const authority = gateway?.authority ?? localStorage.getItem(STORAGE_KEYS.pendingPaymentAuthority);
  const problem = paymentTypeProblem(type, paymentType) ? WALLET_MSG.invalidSiteType : authority ? null : WALLET_MSG.authorityMissing;
  const { state, retry } = usePaymentVerification(authority, gateway?.status, problem);
  const { role } = useSession();

  const succeeded = state.phase === 'done' && state.answer.success;
  useEffect(() => {
    if (succeeded) forgetPendingPayment();
  }, [succeeded]);

  const dashboardButton = (href: string) => <LinkButton href={href}>بازگشت به داشبورد</LinkButton>;

  if (state.phase === 'checking') {
    return (
      <Stack align="center" py="xl">
        <PageLoader />
        <Text c="dimmed">در حال بررسی پرداخت…</Text>
      </Stack>
    );
  }
  if (state.phase === 'error') {
    return (
      <Stack maw={560} mx="auto">
        {/* The result cards carry the page's h1; a check that could not run names the page itself. */}
        <Title order={1} size="h3">
          {PAGE_TITLES['/verify']}
        </Title>
        <ErrorState message={state.message} onRetry={authority && !problem ? retry : undefined} />
        {dashboardButton(dashboardPathFor(role))}
      </Stack>
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
