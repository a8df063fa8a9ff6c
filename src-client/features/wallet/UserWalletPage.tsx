import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { WALLET_LIMITS } from '@shared/wallet/transactions';
import { WALLET_MSG } from '@shared/wallet/messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { BalanceCard } from './BalanceCard';
import { TopUpModal } from './TopUpModal';
import { TransactionsTable, type StatementQuery } from './TransactionsTable';
import { useGatewayReturn } from './useGatewayReturn';
import { useWalletReturn } from './wallet-return';
import { Link } from 'wouter';

const useHolderStatement = (query: StatementQuery) => trpc.wallet.transactions.useQuery(query, { placeholderData: (previous) => previous });

/** Spec 3 §2 /wallet: balance, top-up through the gateway, and the statement (pages of 10). */
export default function UserWalletPage() {
  const utils = trpc.useUtils();
  const back = useWalletReturn();
  const [topUpOpen, topUp] = useDisclosure(back.topUpRials !== null);
  const balance = trpc.wallet.balance.useQuery();
  const start = trpc.wallet.topUp.useMutation();
  const verify = trpc.wallet.verifyTopUp.useMutation();
  const { verifying } = useGatewayReturn({
    verify: (input) => verify.mutateAsync(input),
    successMessage: WALLET_MSG.depositSuccess,
    onSettled: () => void utils.wallet.invalidate(),
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">کیف پول</Title>
      {verifying && (
        <Alert color="blue" icon={<Loader size="xs" />}>
          {WALLET_MSG.checkingPayment}
        </Alert>
      )}
      {back.returnTo && (
        <Alert color="teal" variant="light" withCloseButton onClose={back.forget} data-testid="wallet-return">
          <Stack gap="xs" align="flex-start">
            {WALLET_MSG.topUpReturnNote}
            <Button component={Link} href={back.returnTo} size="xs" onClick={back.forget}>
              {WALLET_MSG.topUpReturnAction}
            </Button>
          </Stack>
        </Alert>
      )}
      {balance.isError ? (
        <ErrorState title={WALLET_MSG.walletLoadError} message={errorMessage(balance.error)} onRetry={() => balance.refetch()} />
      ) : (
        <BalanceCard title="موجودی فعلی" rials={balance.data?.balance} loading={balance.isPending}>
          <Button leftSection={<IconPlus size={16} />} onClick={topUp.open}>
            افزایش موجودی
          </Button>
        </BalanceCard>
      )}
      <TransactionsTable pageSize={WALLET_LIMITS.userPageSize} useStatement={useHolderStatement} />
      <TopUpModal
        opened={topUpOpen}
        onClose={() => {
          back.doneAsking();
          topUp.close();
        }}
        title="افزایش موجودی" start={(input) => start.mutateAsync(input)} pending={start.isPending} initialRials={back.topUpRials} />
    </Stack>
  );
}
