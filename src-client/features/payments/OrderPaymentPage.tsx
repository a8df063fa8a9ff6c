import { useEffect, useState } from 'react';
import { Alert, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import toast from 'react-hot-toast';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { dashboardPathFor } from '@shared/auth/roles';
import { ORDER_MSG } from '@shared/orders/messages';
import { formatEstimatedTime } from '@shared/orders/delivery-time';
import { insufficientForOrderMessage, ORDER_PAYMENT_MSG, ORDER_PAYMENT_REDIRECT_MS } from '@shared/orders/payment-messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { BackLink } from '../../ui/BackLink';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { useSession } from '../../session/useSession';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { Toman } from '../../ui/Toman';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { OrderFilesList } from '../orders/OrderFilesList';
import { redirectToGateway } from './gateway-redirect';
import { markOwnStatusChange } from '../orders/announced-orders';
import { ORDER_TRANSITIONS } from '@shared/orders/state-machine';
import { PaymentMethodCard } from './PaymentMethodCard';
import { isId } from '@shared/ids';
import { orderChatPath } from '@shared/routes';
import { useOneAtATime } from '../../ui/use-one-at-a-time';
import { joinParts } from '@shared/text/list';


/**
 * Spec 3 "Order payment": /user/order-payment?orderId=… and /user/order/{orderId}/payment.
 * The order summary, then online (through the gateway) or the wallet (offered only with a
 * balance above zero). The amount is the order's stored price; the server never takes another.
 */
export default function OrderPaymentPage() {
  const params = useParams<{ orderId?: string }>();
  const search = new URLSearchParams(useSearch());
  const orderId = params.orderId ?? search.get('orderId') ?? '';
  const valid = isId(orderId);
  const { role } = useSession();
  const isCustomer = role === 'user';
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();

  const order = trpc.orders.byId.useQuery({ orderId }, { enabled: valid, retry: false });
  const balance = trpc.wallet.balance.useQuery(undefined, { enabled: valid && isCustomer });
  const online = trpc.wallet.payOrderOnline.useMutation();
  const fromWallet = trpc.wallet.payOrder.useMutation();
  const [paid, setPaid] = useState(false);
  const oneAtATime = useOneAtATime();

  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => navigate(orderChatPath('user', orderId)), ORDER_PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paid, orderId, navigate]);

  // Any signed-in role may open this page (spec 1 §2.1): each goes back to its own dashboard.
  const back = <BackLink href={dashboardPathFor(role)}>بازگشت به داشبورد</BackLink>;

  // The page keeps its one h1 when the order cannot be shown.
  const heading = (
    <Title order={1} size="h2">
      پرداخت سفارش
    </Title>
  );
  if (!valid) {
    return (
      <Stack maw={640} mx="auto">
        {back}
        {heading}
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
        {heading}
        <ErrorState message={text} onRetry={code === 'NOT_FOUND' || code === 'FORBIDDEN' ? undefined : () => order.refetch()} />
      </Stack>
    );
  }

  const o = order.data;
  const payable = o.status === 'pending_payment' && o.price !== null;
  const price = o.price ?? 0;

  // Paying is this customer's own change: marked before it happens, so the status announcer does
  // not toast it on the way back from the gateway (the change may land while the page is away).
  const markPaid = () => {
    if (role) markOwnStatusChange(role, orderId, ORDER_TRANSITIONS.pay.to);
  };

  const payOnline = () => oneAtATime(async () => {
    try {
      const payment = await online.mutateAsync({ orderId });
      markPaid();
      redirectToGateway(payment, orderId);
    } catch (error) {
      toast.error(errorMessage(error, WALLET_MSG.paymentCreateError));
      if (errorCode(error) === 'CONFLICT') void order.refetch();
    }
  });

  const payFromWallet = () => oneAtATime(async () => {
    try {
      markPaid();
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
  });

  const busy = online.isPending || fromWallet.isPending || paid;

  return (
    <Stack maw={640} mx="auto" gap="md">
      {back}
      <Title order={1} size="h2">پرداخت سفارش</Title>
      <Card withBorder radius="md" padding="lg" data-testid="order-payment-summary">
        <Table withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>خدمت</Table.Th>
              <Table.Td>
                {joinParts(o.service_type, o.category_label)}
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
            {o.description && (
              <Table.Tr>
                <Table.Th>توضیحات</Table.Th>
                <Table.Td>
                  <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                    {o.description}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {o.estimated_time && (
              <Table.Tr>
                <Table.Th>زمان تحویل</Table.Th>
                <Table.Td>{formatEstimatedTime(o.estimated_time)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>مبلغ قابل پرداخت</Table.Th>
              <Table.Td fw={700} data-testid="order-payment-price">
                {o.price !== null ? <Toman rials={o.price} /> : 'هنوز قیمت‌گذاری نشده'}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {/* What the customer sent and the cafe returned so far (spec 3 §7 lists the order's files for this page). */}
        {o.files.length > 0 && (
          <Stack gap={4} mt="sm" data-testid="order-payment-files">
            <Text size="sm" fw={700}>
              فایل‌های سفارش
            </Text>
            <OrderFilesList orderId={o.id} files={o.files} />
          </Stack>
        )}
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
              <Button component={Link} href={orderChatPath('user', o.id)} size="xs" variant="light">
                گفتگوی سفارش
              </Button>
            )}
          </Stack>
        </Alert>
      ) : !isCustomer ? (
        <Alert color="gray">فقط مشتری این سفارش می‌تواند هزینه آن را پرداخت کند.</Alert>
      ) : (
        <PaymentMethodCard
          price={price}
          balance={balance}
          insufficientMessage={insufficientForOrderMessage}
          payingOnline={online.isPending}
          payingFromWallet={fromWallet.isPending}
          disabled={busy}
          onPayOnline={payOnline}
          onPayFromWallet={payFromWallet}
        />
      )}
    </Stack>
  );
}
