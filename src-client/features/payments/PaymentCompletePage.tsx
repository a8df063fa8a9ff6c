import { PAGE_TITLES } from '@shared/page-titles';
import { useEffect } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { WALLET_MSG } from '@shared/wallet/messages';
import { dashboardPathFor, type Role } from '@shared/auth/roles';
import { STORAGE_KEYS } from '../../session/storage';
import { forgetPendingPayment } from './pending-payment';
import { useSession } from '../../session/useSession';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { gatewayReturnParams } from '../wallet/useGatewayReturn';
import { LinkButton, PaymentFailureCard, PaymentSuccessCard } from './PaymentResultCard';
import { usePaymentVerification } from './usePaymentVerification';

/** Spec 1 §2.9: /payment-complete?authority&Status&order_id&payment_type (default order). */
export default function PaymentCompletePage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const gateway = gatewayReturnParams(search);
  const authority = gateway?.authority ?? localStorage.getItem(STORAGE_KEYS.pendingPaymentAuthority);
  const { state, retry } = usePaymentVerification(authority, gateway?.status, authority ? null : WALLET_MSG.authorityMissing);
  const { role } = useSession();

  const succeeded = state.phase === 'done' && state.answer.success;
  useEffect(() => {
    if (succeeded) forgetPendingPayment();
  }, [succeeded]);

  // A platform wallet top-up is the admin's, whatever the stored role says.
  const backRole: Role | null = state.phase === 'done' && state.answer.details.user_id === 'platform' ? 'admin' : role;
  const back = <LinkButton href={dashboardPathFor(backRole)}>بازگشت به داشبورد</LinkButton>;

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
          {PAGE_TITLES['/payment-complete']}
        </Title>
        <ErrorState message={state.message} onRetry={authority ? retry : undefined} />
        <Alert color="gray">اگر مبلغی از حساب شما کسر شده است، وضعیت سفارش را در داشبورد بررسی کنید.</Alert>
        {back}
      </Stack>
    );
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
