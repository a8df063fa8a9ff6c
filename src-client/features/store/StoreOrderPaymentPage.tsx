import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink, IconTruckDelivery } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { Link, useLocation, useSearch } from 'wouter';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { persianDigits } from '@shared/text/digits';
import { formatNumber } from '@shared/wallet/money';
import { shippingInfoSchema } from '@shared/store/schemas';
import {
  STORE_ORDER_STATUS_COLORS,
  STORE_ORDER_STATUS_LABELS,
  STORE_PAYMENT_METHOD_LABELS,
  STORE_PAYMENT_REDIRECT_MS,
  type ShippingInfo,
  type StoreOrderView,
} from '@shared/store/products';
import { insufficientForStoreOrderMessage, STORE_MSG } from '@shared/store/messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { BackLink } from '../../ui/BackLink';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { zodResolver } from '../../forms/zod-resolver';
import { ErrorState } from '../../ui/ErrorState';
import { ShippingAndTotal } from './CartSummary';
import { PageLoader } from '../../ui/PageLoader';
import { Toman } from '../../ui/Toman';
import { redirectToGateway } from '../payments/gateway-redirect';
import { PaymentMethodCard } from '../payments/PaymentMethodCard';
import { ProductTypeBadge } from './ProductBadges';
import { EMPTY_SHIPPING, ShippingFields, shippingFieldName, type ShippingFormValues } from './ShippingFields';
import { isId } from '@shared/ids';
import { REFERENCE_LABELS } from '@shared/reference';
import { ShortReference } from '../../ui/ShortReference';
import { JoinedParts } from '../../ui/JoinedParts';
import { buyerMayCancel, shippingState } from '@shared/store/shipping-state';
import { CancelStoreOrderButton } from './CancelStoreOrderButton';
import { StoreOrderPaidPanel } from './StoreOrderPaidPanel';


/**
 * Spec 3 "Store order payment" (/site/store-order-payment?orderId=…): the order, its shipping
 * details (completed here when an item ships and they are missing), then online or wallet
 * payment while it is pending. The amount is the order's stored total.
 */
export default function StoreOrderPaymentPage() {
  const orderId = new URLSearchParams(useSearch()).get('orderId') ?? '';
  const valid = isId(orderId);
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const order = trpc.store.order.useQuery({ id: orderId }, { enabled: valid, retry: false });
  const pending = order.data?.status === 'pending';
  const balance = trpc.wallet.balance.useQuery(undefined, { enabled: valid && pending });
  const online = trpc.store.payOnline.useMutation();
  const fromWallet = trpc.store.payFromWallet.useMutation();
  const [paidMessage, setPaidMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!paidMessage) return;
    const timer = setTimeout(() => navigate('/store'), STORE_PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paidMessage, navigate]);

  const back = (
    <BackLink href="/store">بازگشت به فروشگاه</BackLink>
  );

  // The page keeps its one h1 when the order cannot be shown.
  const heading = (
    <Title order={1} size="h2">
      پرداخت سفارش فروشگاه
    </Title>
  );
  if (!valid) {
    return (
      <Stack maw={720} mx="auto">
        {back}
        {heading}
        <ErrorState message={STORE_MSG.orderIdMissing} />
      </Stack>
    );
  }
  if (order.isPending) return <PageLoader />;
  if (order.isError) {
    const code = errorCode(order.error);
    const final = code === 'NOT_FOUND' || code === 'FORBIDDEN';
    return (
      <Stack maw={720} mx="auto">
        {back}
        {heading}
        <ErrorState message={final ? errorMessage(order.error) : errorMessage(order.error, STORE_MSG.orderLoadFailed)} onRetry={final ? undefined : () => order.refetch()} />
      </Stack>
    );
  }

  const o = order.data;
  const needsShipping = o.requires_shipping && !o.shipping_info;

  const payOnline = async () => {
    try {
      redirectToGateway(await online.mutateAsync({ id: o.id }), o.id);
    } catch (error) {
      toast.error(errorMessage(error, WALLET_MSG.paymentCreateError));
      if (errorCode(error) === 'CONFLICT') void order.refetch();
    }
  };

  const payFromWallet = async () => {
    try {
      const result = await fromWallet.mutateAsync({ id: o.id });
      setPaidMessage(result.message);
      toast.success(result.message);
      void utils.wallet.invalidate();
      void utils.store.purchased.invalidate();
      void utils.store.product.invalidate();
    } catch (error) {
      toast.error(errorMessage(error, WALLET_MSG.paymentProcessError));
      void balance.refetch();
      if (errorCode(error) === 'CONFLICT') void order.refetch();
    }
  };

  return (
    <Stack maw={720} mx="auto" gap="md">
      {back}
      <Title order={1} size="h2">پرداخت سفارش فروشگاه</Title>
      <OrderSummary order={o} />
      <ShippingCard order={o} onSaved={() => order.refetch()} />

      {paidMessage ? (
        <Alert color="green" title={paidMessage} data-testid="store-payment-success">
          در حال بازگشت به فروشگاه…
        </Alert>
      ) : o.status === 'paid' ? (
        <StoreOrderPaidPanel order={o} />
      ) : o.status === 'cancelled' ? (
        <CancelledState />
      ) : (
        <>
          {o.payment_method === 'cash' && (
            <Alert color="blue" variant="light">
              روش پرداخت این سفارش «{STORE_PAYMENT_METHOD_LABELS.cash}» است و هزینه هنگام تحویل پرداخت می‌شود؛ اگر بخواهید، همین حالا هم می‌توانید آنلاین یا از کیف پول بپردازید.
            </Alert>
          )}
          {needsShipping ? (
            <Alert color="orange" data-testid="shipping-required">
              {STORE_MSG.shippingIncomplete}؛ پس از ثبت اطلاعات ارسال، پرداخت ممکن می‌شود.
            </Alert>
          ) : (
            <PaymentMethodCard
              price={o.total}
              balance={balance}
              insufficientMessage={insufficientForStoreOrderMessage}
              payingOnline={online.isPending}
              payingFromWallet={fromWallet.isPending}
              disabled={online.isPending || fromWallet.isPending}
              onPayOnline={payOnline}
              onPayFromWallet={payFromWallet}
            />
          )}
          {buyerMayCancel({ status: o.status, tracking_url: o.fulfillment.tracking_url }) && (
            <Group justify="flex-end">
              <CancelStoreOrderButton orderId={o.id} disabled={online.isPending || fromWallet.isPending} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function OrderSummary({ order: o }: { order: StoreOrderView }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="store-order-summary">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {REFERENCE_LABELS.order}: <ShortReference kind="order" id={o.id} />
          </Text>
          <Group gap={4}>
            <Badge color={STORE_ORDER_STATUS_COLORS[o.status]} variant="light" data-testid="store-order-status">
              {STORE_ORDER_STATUS_LABELS[o.status]}
            </Badge>
            <ShippingBadge order={o} />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          <JoinedParts parts={[`ثبت: ${formatJalaliDateTime(o.created_at)}`, o.paid_at && `پرداخت: ${formatJalaliDateTime(o.paid_at)}`]} />
        </Text>
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {o.items.map((item) => (
              <Table.Tr key={item.product_id} data-testid="store-order-item">
                <Table.Td>
                  <Stack gap={2}>
                    <Anchor component={Link} href={`/product/${item.product_id}`} c="dark" size="sm" fw={600}>
                      {item.name}
                    </Anchor>
                    <Group gap={6}>
                      <ProductTypeBadge type={item.product_type} size="xs" />
                      <Text size="xs" c="dimmed">
                        {formatNumber(item.quantity)} × <Toman rials={item.price} />
                      </Text>
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td ta="left">
                  <Text size="sm">
                    <Toman rials={item.price * item.quantity} />
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ShippingAndTotal label="مبلغ کل" total={o.total} testId="store-order-total" />
      </Stack>
    </Card>
  );
}

/** The delivery details; while the order waits for payment they can be completed or corrected. */
function ShippingCard({ order: o, onSaved }: { order: StoreOrderView; onSaved: () => void }) {
  const missing = o.requires_shipping && !o.shipping_info;
  const [editing, setEditing] = useState(false);
  const editable = o.status === 'pending';
  if (!o.requires_shipping && !o.shipping_info) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="store-order-shipping">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap={6}>
            <IconTruckDelivery size={20} />
            <Title order={2} size="h4">اطلاعات ارسال</Title>
          </Group>
          {editable && o.shipping_info && !editing && (
            <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
              ویرایش
            </Button>
          )}
        </Group>
        {(missing || editing) && editable ? (
          <ShippingForm
            orderId={o.id}
            initial={o.shipping_info}
            onDone={() => {
              setEditing(false);
              onSaved();
            }}
            onCancel={o.shipping_info ? () => setEditing(false) : undefined}
          />
        ) : o.shipping_info ? (
          <ShippingDetails info={o.shipping_info} />
        ) : null}
        {/* A paid order's panel above carries the link; here only for a shipped order not yet paid (cash on delivery). */}
        {o.fulfillment.tracking_url && !paidPanelTracks(o) && (
          <>
            <Divider />
            <Anchor href={o.fulfillment.tracking_url} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
              <Group gap={4}>
                {STORE_MSG.trackParcel}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The paid panel shows the tracking link of a paid order that ships (one link per page). */
function paidPanelTracks(o: StoreOrderView): boolean {
  return shippingState({ status: o.status, requires_shipping: o.requires_shipping, tracking_url: o.fulfillment.tracking_url })?.shipped === true;
}

function ShippingDetails({ info }: { info: ShippingInfo }) {
  const rows: [string, string][] = [
    ['گیرنده', info.full_name],
    // Stored in ASCII digits; shown in Persian ones like every other number on the page.
    ['موبایل', persianDigits(info.phone)],
    ['آدرس', info.address],
    ['کد پستی', persianDigits(info.postal_code)],
  ];
  if (info.notes) rows.push(['توضیحات', info.notes]);
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={110}>{label}</Table.Th>
            <Table.Td dir={label === 'موبایل' || label === 'کد پستی' ? 'ltr' : undefined} ta={label === 'موبایل' || label === 'کد پستی' ? 'right' : undefined}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ShippingForm({ orderId, initial, onDone, onCancel }: { orderId: string; initial: ShippingInfo | null; onDone: () => void; onCancel?: () => void }) {
  const form = useForm<ShippingFormValues>({ initialValues: initial ?? EMPTY_SHIPPING, validate: zodResolver<ShippingFormValues>(shippingInfoSchema) });
  const failure = useFormFailure(form, { rename: shippingFieldName });
  const save = trpc.store.updateShipping.useMutation({
    onSuccess() {
      toast.success(STORE_MSG.shippingSaved);
      onDone();
    },
    onError(error) {
      failure.refused(error);
      toast.error(errorMessage(error, STORE_MSG.shippingIncomplete));
    },
  });
  return (
    <form ref={failure.ref} onSubmit={form.onSubmit((values) => save.mutate({ id: orderId, shipping: values }), failure.invalid)} noValidate>
      <Stack gap="sm">
        <ShippingFields form={form} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              انصراف
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            ثبت اطلاعات ارسال
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A cancelled order is closed: no payment, no shipping change; buying again starts from the store. */
function CancelledState() {
  return (
    <Alert color="gray" title={STORE_ORDER_STATUS_LABELS.cancelled} data-testid="store-order-cancelled">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{STORE_MSG.cancelledState}</Text>
        <Button component={Link} href="/store" size="xs" variant="light">
          بازگشت به فروشگاه
        </Button>
      </Stack>
    </Alert>
  );
}

function ShippingBadge({ order: o }: { order: StoreOrderView }) {
  const state = shippingState({ ...o, tracking_url: o.fulfillment.tracking_url });
  if (!state) return null;
  return (
    <Badge color={state.color} variant="light" data-testid="store-order-shipping-state">
      {state.label}
    </Badge>
  );
}
