import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCreditCard, IconWallet } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ORDER_MSG } from '@shared/order-messages';
import { insufficientForOrderMessage, ORDER_PAYMENT_MSG, ORDER_PAYMENT_REDIRECT_MS } from '@shared/order-payment';
import { formatWalletToman } from '@shared/wallet';
import { WALLET_MSG } from '@shared/wallet-messages';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { STORAGE_KEYS } from '../../session/storage';
import { useSession } from '../../session/useSession';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';

const ORDER_ID = /^[0-9a-f]{24}$/;
type Method = 'online' | 'wallet';

/**
 * Spec 3 "Order payment": /user/order-payment?orderId=… and /user/order/{orderId}/payment.
 * The order summary, then online (through the gateway) or the wallet (offered only with a
 * balance above zero). The amount is the order's stored price; the server never takes another.
 */
export default function OrderPaymentPage() {
  const params = useParams<{ orderId?: string }>();
  const search = new URLSearchParams(useSearch());
  const orderId = params.orderId ?? search.get('orderId') ?? '';
  const valid = ORDER_ID.test(orderId);
  const { role } = useSession();
  const isCustomer = role === 'user';
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();

  const order = trpc.orders.byId.useQuery({ orderId }, { enabled: valid, retry: false });
  const balance = trpc.wallet.balance.useQuery(undefined, { enabled: valid && isCustomer });
  const online = trpc.wallet.payOrderOnline.useMutation();
  const fromWallet = trpc.wallet.payOrder.useMutation();
  const [method, setMethod] = useState<Method>('online');
  const [paid, setPaid] = useState(false);

  const walletRials = balance.data?.balance ?? 0;
  const walletOffered = walletRials > 0;
  useEffect(() => {
    if (!walletOffered && method === 'wallet') setMethod('online');
  }, [walletOffered, method]);

  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => navigate(`/user/order-chat/${orderId}`), ORDER_PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paid, orderId, navigate]);

  const back = (
    <Anchor component={Link} href="/user/dashboard" size="sm">
      <Group gap={4}>
        <IconArrowRight size={14} />
        بازگشت به داشبورد
      </Group>
    </Anchor>
  );

  if (!valid) {
    return (
      <Stack maw={640} mx="auto">
        {back}
        <ErrorState message={ORDER_PAYMENT_MSG.invalidOrderId} />
      </Stack>
    );
  }
  if (order.isPending) return <PageLoader />;
  if (order.isError) {
    const code = errorCode(order.error);
    const text = code === 'NOT_FOUND' ? ORDER_MSG.orderNotFound : code === 'FORBIDDEN' ? errorMessage(order.error) : errorMessage(order.error, WALLET_MSG.orderLoadError);
    return (
      <Stack maw={640} mx="auto">
        {back}
        <ErrorState message={text} onRetry={code === 'NOT_FOUND' || code === 'FORBIDDEN' ? undefined : () => order.refetch()} />
      </Stack>
    );
  }

  const o = order.data;
  const payable = o.status === 'pending_payment' && o.price !== null;
  const price = o.price ?? 0;
  const enough = walletRials >= price;

  const payOnline = async () => {
    try {
      const { payment_url, authority } = await online.mutateAsync({ orderId });
      if (!payment_url) {
        toast.error(WALLET_MSG.paymentLinkMissing);
        return;
      }
      // Spec 1 §4: if the payer never comes back, the app verifies this payment at its next start.
      localStorage.setItem(STORAGE_KEYS.pendingPaymentAuthority, authority);
      localStorage.setItem(STORAGE_KEYS.pendingPaymentOrderId, orderId);
      window.location.assign(payment_url);
    } catch (error) {
      toast.error(errorMessage(error, WALLET_MSG.paymentCreateError));
      if (errorCode(error) === 'CONFLICT') void order.refetch();
    }
  };

  const payFromWallet = async () => {
    try {
      const result = await fromWallet.mutateAsync({ orderId });
      setPaid(true);
      toast.success(result.message);
      void utils.wallet.invalidate();
      void utils.orders.invalidate();
    } catch (error) {
      toast.error(errorMessage(error, WALLET_MSG.paymentProcessError));
      void balance.refetch();
      if (errorCode(error) === 'CONFLICT') void order.refetch();
    }
  };

  const busy = online.isPending || fromWallet.isPending || paid;

  return (
    <Stack maw={640} mx="auto" gap="md">
      {back}
      <Title order={2}>پرداخت سفارش</Title>
      <Card withBorder radius="md" padding="lg" data-testid="order-payment-summary">
        <Table withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>خدمت</Table.Th>
              <Table.Td>
                {o.service_type}
                {o.category_label ? `، ${o.category_label}` : ''}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>کافی‌نت</Table.Th>
              <Table.Td>{o.cafe_name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>وضعیت</Table.Th>
              <Table.Td>
                <OrderStatusBadge status={o.status} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>مبلغ قابل پرداخت</Table.Th>
              <Table.Td fw={700} data-testid="order-payment-price">
                {o.price !== null ? <Toman rials={o.price} /> : 'هنوز قیمت‌گذاری نشده'}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>

      {paid ? (
        <Alert color="green" title={ORDER_PAYMENT_MSG.paidFromWallet}>
          در حال انتقال به گفتگوی سفارش…
        </Alert>
      ) : !payable ? (
        <Alert color="orange" title={ORDER_MSG.notPayable} data-testid="order-not-payable">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{o.payment_status === 'paid' ? 'هزینه این سفارش پرداخت شده است.' : 'این سفارش اکنون در انتظار پرداخت نیست.'}</Text>
            {isCustomer && (
              <Button component={Link} href={`/user/order-chat/${o.id}`} size="xs" variant="light">
                گفتگوی سفارش
              </Button>
            )}
          </Stack>
        </Alert>
      ) : !isCustomer ? (
        <Alert color="gray">فقط مشتری این سفارش می‌تواند هزینه آن را پرداخت کند.</Alert>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            {balance.isError && <ErrorState message={errorMessage(balance.error, WALLET_MSG.walletLoadError)} onRetry={() => balance.refetch()} />}
            <Radio.Group label="روش پرداخت" value={method} onChange={(v) => setMethod(v as Method)}>
              <Stack gap="sm" mt="xs">
                <Radio value="online" label="پرداخت آنلاین (درگاه بانکی)" />
                {walletOffered && (
                  <Radio value="wallet" label={`پرداخت از کیف پول (موجودی: ${formatWalletToman(walletRials)})`} data-testid="wallet-option" />
                )}
              </Stack>
            </Radio.Group>
            {walletOffered ? (
              <Text size="sm" c="dimmed" data-testid="order-payment-balance">
                موجودی کیف پول شما: {formatWalletToman(walletRials)}
              </Text>
            ) : (
              balance.isSuccess && (
                <Text size="sm" c="dimmed">
                  کیف پول شما موجودی ندارد؛ پرداخت از کیف پول پس از{' '}
                  <Anchor component={Link} href="/wallet">
                    افزایش موجودی
                  </Anchor>{' '}
                  ممکن است.
                </Text>
              )
            )}
            {method === 'wallet' && !enough && (
              <Alert color="red" data-testid="insufficient-balance">
                {insufficientForOrderMessage(price, walletRials)}. موجودی را در{' '}
                <Anchor component={Link} href="/wallet">
                  کیف پول
                </Anchor>{' '}
                افزایش دهید یا آنلاین پرداخت کنید.
              </Alert>
            )}
            {method === 'online' ? (
              <Button leftSection={<IconCreditCard size={18} />} loading={online.isPending} disabled={busy} onClick={payOnline}>
                {/* One span: the button's label is a flex row that would drop the space. */}
                <span>
                  پرداخت آنلاین <Toman rials={price} />
                </span>
              </Button>
            ) : (
              <Button leftSection={<IconWallet size={18} />} color="teal" loading={fromWallet.isPending} disabled={busy || !enough} onClick={payFromWallet}>
                پرداخت از کیف پول
              </Button>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
