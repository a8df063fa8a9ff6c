import type { ReactNode } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { WALLET_MSG } from '@shared/wallet/messages';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';

/** The spinner both gateway return pages show while the payment is checked (spec 1 §2.8, §2.9). */
export function PaymentChecking() {
  return (
    <Stack align="center" py="xl">
      <PageLoader />
      <Text c="dimmed">{WALLET_MSG.checkingPayment}</Text>
    </Stack>
  );
}

/**
 * A check that could not run or answer: the page's own title (the result cards carry the h1
 * otherwise), the reason with a retry when one can help, the hint to look at the order on the
 * dashboard (the money may have left the account), and the way back.
 */
export function PaymentCheckFailed({ title, message, onRetry, back }: { title: string; message: string; onRetry?: () => void; back: ReactNode }) {
  return (
    <Stack maw={560} mx="auto">
      <Title order={1} size="h3">
        {title}
      </Title>
      <ErrorState message={message} onRetry={onRetry} />
      <Alert color="gray">{WALLET_MSG.checkFailedHint}</Alert>
      {back}
    </Stack>
  );
}
