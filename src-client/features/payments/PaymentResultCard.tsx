import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from 'wouter';
import { PAYMENT_TYPE_LABELS, formatWalletToman, type PaymentResultType } from '@shared/wallet/transactions';
import { REFERENCE_LABELS } from '@shared/reference';
import { ShortReference } from '../../ui/ShortReference';

export interface ShownResult {
  type: PaymentResultType;
  refId: string | null;
  orderId: string | null;
  subscriptionId: string | null;
  amount: number;
  newBalance: number | null;
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={160}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

/** Spec 1 §2.8's success card: type, tracking code, order and subscription numbers, amount, balance. */
export function PaymentSuccessCard({ result, actions, note }: { result: ShownResult; actions: ReactNode; note?: string | null }) {
  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto" w="100%" data-testid="payment-success">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={1} size="h3">
          پرداخت موفق
        </Title>
        {note && (
          <Alert color="orange" w="100%" data-testid="payment-note">
            {note}
          </Alert>
        )}
        <Table withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            <Row label="نوع پرداخت" value={PAYMENT_TYPE_LABELS[result.type]} />
            {result.refId && <Row label="کد پیگیری" value={<Text span ff="monospace" dir="ltr">{result.refId}</Text>} />}
            {result.orderId && <Row label={REFERENCE_LABELS.order} value={<ShortReference kind="order" id={result.orderId} />} />}
            {result.subscriptionId && <Row label="شماره اشتراک" value={<Text span dir="ltr">{result.subscriptionId}</Text>} />}
            <Row label="مبلغ" value={formatWalletToman(result.amount)} />
            {/* Only when the wallet was what changed: a top-up, or a payment credited to it (an order or
                store payment leaves the wallet as it was, and "new balance" misled). */}
            {result.newBalance !== null && (result.type === 'wallet' || note) && <Row label="موجودی جدید" value={formatWalletToman(result.newBalance)} />}
          </Table.Tbody>
        </Table>
        <Group justify="center">{actions}</Group>
      </Stack>
    </Card>
  );
}

export function PaymentFailureCard({ message, actions }: { message: string; actions: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto" w="100%" data-testid="payment-failure">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconCircleX size={40} />
        </ThemeIcon>
        <Title order={1} size="h3">
          پرداخت ناموفق
        </Title>
        <Text ta="center">{message}</Text>
        <Group justify="center">{actions}</Group>
      </Stack>
    </Card>
  );
}

export function LinkButton({ href, children, variant }: { href: string; children: ReactNode; variant?: 'filled' | 'light' | 'default' }) {
  return (
    <Button component={Link} href={href} variant={variant ?? 'filled'}>
      {children}
    </Button>
  );
}
