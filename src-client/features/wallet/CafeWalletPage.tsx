import { Button, Card, Stack, Tabs, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank, IconCash } from '@tabler/icons-react';
import { WALLET_LIMITS } from '@shared/wallet/transactions';
import { WALLET_MSG } from '@shared/wallet/messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { RefreshFailed } from '../../ui/RefreshFailed';
import { BalanceCard } from './BalanceCard';
import { BankAccountsModal } from './BankAccountsModal';
import { TransactionsTable, type StatementQuery } from './TransactionsTable';
import { MoreWithdrawalsButton, WithdrawalCard } from './WithdrawalList';
import { useMyWithdrawalPages } from './withdrawal-pages';
import { WithdrawModal } from './WithdrawModal';

const useHolderStatement = (query: StatementQuery) => trpc.wallet.transactions.useQuery(query, { placeholderData: (previous) => previous });

/** Spec 3 §2 /wallet/coffenet: balance, transactions, withdrawal requests, bank accounts. */
export default function CafeWalletPage() {
  const [withdrawOpen, withdraw] = useDisclosure(false);
  const [accountsOpen, accounts] = useDisclosure(false);
  const balance = trpc.wallet.balance.useQuery();
  const requests = useMyWithdrawalPages();

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">کیف پول کافی‌نت</Title>
      {balance.isError ? (
        <ErrorState title={WALLET_MSG.walletLoadError} message={errorMessage(balance.error)} onRetry={() => balance.refetch()} />
      ) : (
        <BalanceCard title="موجودی قابل برداشت" rials={balance.data?.balance} loading={balance.isPending}>
          <Button leftSection={<IconCash size={16} />} onClick={withdraw.open} disabled={!balance.data?.balance}>
            درخواست برداشت
          </Button>
          <Button variant="default" leftSection={<IconBuildingBank size={16} />} onClick={accounts.open}>
            حساب‌های بانکی
          </Button>
        </BalanceCard>
      )}
      <Tabs defaultValue="transactions" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="transactions">تراکنش‌ها</Tabs.Tab>
          <Tabs.Tab value="withdrawals">درخواست‌های برداشت</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="transactions" pt="md">
          <TransactionsTable pageSize={WALLET_LIMITS.cafePageSize} useStatement={useHolderStatement} />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals" pt="md">
          <Card withBorder radius="md" padding="lg">
            {requests.isPending ? (
              <PageLoader />
            ) : !requests.data ? (
              <ErrorState message={errorMessage(requests.error)} onRetry={() => requests.refetch()} />
            ) : requests.data.items.length === 0 ? (
              <EmptyState message={WALLET_MSG.noWithdrawals} />
            ) : (
              <Stack>
                {/* A later page that failed (a «more» or a refresh): the requests shown stay, with a retry. */}
                <RefreshFailed query={requests} onRetry={requests.refetch} />
                {requests.data.items.map((r) => (
                  <WithdrawalCard key={r.id} request={r} />
                ))}
                <MoreWithdrawalsButton pages={requests} />
              </Stack>
            )}
          </Card>
        </Tabs.Panel>
      </Tabs>
      <WithdrawModal
        opened={withdrawOpen}
        onClose={withdraw.close}
        balance={balance.data?.balance ?? 0}
        onAddAccount={() => {
          withdraw.close();
          accounts.open();
        }}
      />
      <BankAccountsModal opened={accountsOpen} onClose={accounts.close} />
    </Stack>
  );
}
