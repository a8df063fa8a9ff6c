import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useDisclosure } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { formatNumber } from '@shared/wallet/money';
import { WALLET_LIMITS } from '@shared/wallet/transactions';
import { WALLET_MSG } from '@shared/wallet/messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { WalletToman } from './AmountText';
import { AdminMoveModal, PlatformBalanceCard, type MoveKind } from './AdminMoveModal';
import { StatCard } from './BalanceCard';
import { TopUpModal } from './TopUpModal';
import { TransactionsTable, type StatementQuery } from './TransactionsTable';
import { WithdrawalCard } from './WithdrawalList';
import { WithdrawalDecisionModal, type Decision } from './WithdrawalDecisionModal';
import { useGatewayReturn } from './useGatewayReturn';
import { focusRows } from '../../ui/FocusRescue';
import { SkipPager, useStepBackFromEmptyPage } from '../admin/admin-ui';

const usePlatformStatement = (query: StatementQuery) => trpc.wallet.admin.transactions.useQuery(query, { placeholderData: (previous) => previous });

/** Spec 3 §2 /wallet/admin: the platform wallet, withdrawal requests, transactions, movements and fees. */
export default function AdminWalletPage() {
  const utils = trpc.useUtils();
  const summary = trpc.wallet.admin.balance.useQuery();
  // A page of pending requests, oldest first; one more is read to know whether a next page exists.
  const pageSize = WALLET_LIMITS.adminWithdrawalsPageSize;
  const [skip, setSkip] = useState(0);
  const pending = trpc.wallet.admin.withdrawals.useQuery({ status: 'pending', limit: pageSize + 1, skip }, { placeholderData: (previous) => previous });
  const requests = pending.data?.slice(0, pageSize);
  useStepBackFromEmptyPage(skip, pageSize, pending.isPlaceholderData ? undefined : requests?.length, setSkip);
  const [move, setMove] = useState<MoveKind | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [topUpOpen, topUp] = useDisclosure(false);
  const start = trpc.wallet.admin.topUp.useMutation();
  const verify = trpc.wallet.admin.verifyTopUp.useMutation();
  const { verifying } = useGatewayReturn({
    verify: (input) => verify.mutateAsync(input),
    successMessage: WALLET_MSG.depositSuccess,
    onSettled: () => void utils.wallet.admin.invalidate(),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">کیف پول سامانه</Title>
        {/* Fee settings moved to the finance page (issue 11): one FeesPanel, one place. */}
        <Anchor component={Link} href="/admin/finance">
          امور مالی و کارمزدها
        </Anchor>
      </Group>
      {verifying && (
        <Alert color="blue" icon={<Loader size="xs" />}>
          {WALLET_MSG.checkingPayment}
        </Alert>
      )}
      {summary.isError ? (
        <ErrorState title={WALLET_MSG.adminWalletLoadError} message={errorMessage(summary.error)} onRetry={() => summary.refetch()} />
      ) : (
        <>
          <PlatformBalanceCard rials={summary.data?.balance} loading={summary.isPending} onMove={setMove}>
            <Button variant="default" leftSection={<IconCreditCard size={16} />} onClick={topUp.open}>
              افزایش موجودی از درگاه
            </Button>
          </PlatformBalanceCard>
          {summary.data && (
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <StatCard label="امانت سفارش‌های پرداخت‌شده" value={<WalletToman rials={summary.data.escrow_balance} />} />
              <StatCard label="برداشت‌های در انتظار پرداخت" value={<WalletToman rials={summary.data.held_withdrawals} />} />
              <StatCard label="درخواست‌های در انتظار" value={formatNumber(summary.data.pending_withdrawals)} />
            </SimpleGrid>
          )}
        </>
      )}
      <Tabs defaultValue="withdrawals" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="withdrawals">درخواست‌های برداشت</Tabs.Tab>
          <Tabs.Tab value="transactions">تراکنش‌ها</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="withdrawals" pt="md">
          <Card withBorder radius="md" padding="lg">
            {pending.isPending ? (
              <PageLoader />
            ) : pending.isError ? (
              <ErrorState message={errorMessage(pending.error)} onRetry={() => pending.refetch()} />
            ) : !requests || requests.length === 0 ? (
              <EmptyState message={WALLET_MSG.noWithdrawals} />
            ) : (
              <Stack>
                {/* A decided request leaves the list; focus goes to the next one's buttons. */}
                <Stack {...focusRows}>
                  {requests.map((r) => (
                    <WithdrawalCard
                      key={r.id}
                      request={r}
                      showCafe
                      actions={
                        <Group gap="xs">
                          <Button size="xs" color="teal" onClick={() => setDecision({ request: r, approve: true })}>
                            تایید
                          </Button>
                          <Button size="xs" color="red" variant="light" onClick={() => setDecision({ request: r, approve: false })}>
                            رد
                          </Button>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
                <SkipPager skip={skip} limit={pageSize} hasMore={(pending.data?.length ?? 0) > pageSize} onChange={setSkip} disabled={pending.isFetching} />
              </Stack>
            )}
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="md">
          <TransactionsTable title="تراکنش‌های کیف پول سامانه" pageSize={WALLET_LIMITS.adminPageSize} useStatement={usePlatformStatement} />
        </Tabs.Panel>
      </Tabs>
      <AdminMoveModal kind={move} onClose={() => setMove(null)} />
      <WithdrawalDecisionModal decision={decision} onClose={() => setDecision(null)} />
      <TopUpModal opened={topUpOpen} onClose={topUp.close} title="افزایش موجودی کیف پول سامانه" start={(input) => start.mutateAsync(input)} pending={start.isPending} />
    </Stack>
  );
}
