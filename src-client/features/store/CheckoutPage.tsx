import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Divider, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import toast from 'react-hot-toast';
import { Redirect, useLocation } from 'wouter';
import { formatNumber } from '@shared/wallet/money';
import { shippingInfoSchema } from '@shared/store/schemas';
import { STORE_PAYMENT_METHOD_LABELS, type StorePaymentMethod } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import { STORE_CART_MSG } from '@shared/store/cart-messages';
import { joinParts } from '@shared/text/list';
import { BackLink } from '../../ui/BackLink';
import { EmptyCartCard } from './EmptyCartCard';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { useFormFailure } from '../../forms/form-failure';
import { zodResolver } from '../../forms/zod-resolver';
import { useShapeDraft } from '../../forms/use-form-draft';
import { Toman } from '../../ui/Toman';
import { newRequestKey } from '../orders/request-key';
import { cart, useCart } from './cart';
import { useCartSettledFor } from './cart-settled';
import { PageLoader } from '../../ui/PageLoader';
import { cartAllowsCash, cartCount, cartShips, cartTotal, checkoutLines, lineTotal, refreshLines, type CurrentProduct } from './cart-lines';
import { CartSummary } from './CartSummary';
import { EMPTY_SHIPPING, ShippingFields, shippingFieldName, type ShippingFormValues } from './ShippingFields';

type CheckoutValues = ShippingFormValues & { payment_method: StorePaymentMethod };

/**
 * Spec 3 "Checkout": the buyer's details, the payment method and the cart summary. The server
 * prices the order from its own products; the total the buyer saw goes along, and a different
 * server total (a price changed meanwhile) answers 409, after which the cart is refreshed.
 */
export default function CheckoutPage() {
  const lines = useCart();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const checkout = trpc.store.checkout.useMutation();
  // One key per attempt: a double click or a retry after a lost answer makes one order.
  const requestKey = useRef(newRequestKey());
  const placed = useRef(false);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  // Only physical goods travel: a cart of files and courses asks for no address.
  const ships = cartShips(lines);
  const shipsRef = useRef(ships);
  shipsRef.current = ships;
  const validateShipping = zodResolver<CheckoutValues>(shippingInfoSchema);
  // The delivery details typed so far are the account's draft: an expired session's trip through
  // /login brings them back. The payment method is one click and is chosen again.
  const draft = useShapeDraft('checkout', EMPTY_SHIPPING);
  const form = useForm<CheckoutValues>({
    initialValues: { ...EMPTY_SHIPPING, ...draft.restored, payment_method: 'online' },
    validate: (values) => (shipsRef.current ? validateShipping(values) : {}),
  });
  const failure = useFormFailure(form, { rename: shippingFieldName });
  const { save } = draft;
  const { full_name, phone, address, postal_code, notes } = form.values;
  useEffect(() => save({ full_name, phone, address, postal_code, notes }), [save, full_name, phone, address, postal_code, notes]);

  // Just signed in again (an expired session emptied the browser's cart): the account's saved cart
  // is still on its way, so an empty cart is not yet known to be empty.
  const me = trpc.auth.me.useQuery(undefined, { retry: false });
  const settledFor = useCartSettledFor();
  if (lines.length === 0 && me.data && settledFor !== me.data.id) return <PageLoader />;
  // A refresh that emptied the cart stays here to say why; otherwise an empty cart has no checkout.
  if (lines.length === 0 && !placed.current && !priceNotice) return <Redirect to="/cart" replace />;
  if (lines.length === 0 && priceNotice) return <CartEmptiedNotice notice={priceNotice} />;

  const total = cartTotal(lines);
  const free = total === 0;
  const cashAllowed = cartAllowsCash(lines);
  const method: StorePaymentMethod = cashAllowed ? form.values.payment_method : 'online';

  /**
   * After a 409 (a price changed, a product is no longer sold, or a file is already owned): the
   * products' current state, one call per line; a cart holds few lines and this is the rare path.
   */
  async function refreshCart(serverMessage: string) {
    setRefreshing(true);
    try {
      const current = new Map<string, CurrentProduct | null>();
      await Promise.all(
        lines.map(async (line) => {
          try {
            current.set(line.id, await utils.store.product.fetch({ id: line.id }, { staleTime: 0 }));
          } catch (error) {
            if (errorCode(error) === 'NOT_FOUND') current.set(line.id, null);
          }
        }),
      );
      const result = refreshLines(lines, current);
      cart().replace(result.lines);
      const parts: string[] = [serverMessage];
      if (result.repriced.length) parts.push(`${STORE_CART_MSG.repricedPrefix}: ${joinParts(...result.repriced)}`);
      if (result.removed.length) parts.push(`${STORE_CART_MSG.removedPrefix}: ${joinParts(...result.removed)}`);
      if (result.owned.length) parts.push(`${STORE_CART_MSG.ownedPrefix}: ${joinParts(...result.owned)}`);
      setPriceNotice(parts.join('. '));
    } finally {
      setRefreshing(false);
    }
  }

  const submit = form.onSubmit(async (values) => {
    if (checkout.isPending) return;
    setPriceNotice(null);
    try {
      const { notes, payment_method: _m, ...shipping } = values;
      const order = await checkout.mutateAsync({
        items: checkoutLines(lines),
        shipping: ships ? { ...shipping, notes } : null,
        payment_method: free ? 'online' : method,
        expected_total: total,
        request_key: requestKey.current,
      });
      placed.current = true;
      draft.clear();
      toast.success(STORE_MSG.orderPlaced);
      void utils.store.purchased.invalidate();
      navigate(order.free ? '/user/courses' : `/site/store-order-payment?${new URLSearchParams({ orderId: order.id, amount: String(order.total) })}`);
      cart().clear();
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') {
        requestKey.current = newRequestKey();
        await refreshCart(errorMessage(error, STORE_MSG.totalChanged));
        return;
      }
      failure.refused(error);
      toast.error(errorMessage(error, STORE_MSG.orderFailed));
    }
  }, failure.invalid);

  return (
    <Stack maw={960} mx="auto" gap="md">
      <BackLink href="/cart">بازگشت به سبد خرید</BackLink>
      <Title order={1} size="h2">ثبت سفارش</Title>
      {priceNotice && (
        <Alert color="orange" title={STORE_CART_MSG.cartRefreshed} data-testid="price-changed" withCloseButton onClose={() => setPriceNotice(null)}>
          {priceNotice}
        </Alert>
      )}
      <form ref={failure.ref} onSubmit={submit} noValidate>
        <Group align="flex-start" gap="md" wrap="wrap">
          <Stack gap="md" style={{ flex: '2 1 420px', minWidth: 0 }}>
            {ships ? (
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="sm">
                  اطلاعات خریدار و ارسال
                </Title>
                <ShippingFields form={form} />
              </Card>
            ) : (
              <Alert color="blue" data-testid="no-shipping-needed">
                {STORE_CART_MSG.noShippingNeeded}
              </Alert>
            )}
            {!free && (
              <Card withBorder radius="md" padding="lg">
                <Radio.Group label="روش پرداخت" name="payment_method" value={method} onChange={(v) => form.setFieldValue('payment_method', v as StorePaymentMethod)}>
                  <Stack gap="sm" mt="xs">
                    <Radio value="online" label={STORE_PAYMENT_METHOD_LABELS.online} description="درگاه بانکی یا کیف پول، در صفحه بعد" />
                    <Radio
                      value="cash"
                      label={STORE_PAYMENT_METHOD_LABELS.cash}
                      disabled={!cashAllowed}
                      description={
                        cashAllowed
                          ? 'هنگام تحویل کالا به مأمور ارسال پرداخت می‌کنید.'
                          : 'پرداخت در محل فقط وقتی ممکن است که همه اقلام سبد کالای فیزیکی باشند؛ فایل‌ها و دوره‌ها پس از پرداخت آنلاین در دسترس قرار می‌گیرند.'
                      }
                    />
                  </Stack>
                </Radio.Group>
              </Card>
            )}
          </Stack>
          <Card withBorder radius="md" padding="lg" style={{ flex: '1 1 280px' }} data-testid="checkout-summary">
            <Stack gap="sm">
              <Title order={2} size="h4">خلاصه سفارش</Title>
              {lines.map((line) => (
                <Group key={line.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="checkout-line">
                  <Text size="sm" lineClamp={2} style={{ minWidth: 0 }}>
                    {line.name} × {formatNumber(line.quantity)}
                  </Text>
                  <Text size="sm" style={{ flexShrink: 0 }}>
                    <Toman rials={lineTotal(line)} />
                  </Text>
                </Group>
              ))}
              <Divider />
              <CartSummary count={cartCount(lines)} total={total} />
              <Button type="submit" size="md" fullWidth loading={checkout.isPending || refreshing}>
                {free ? 'ثبت سفارش رایگان' : method === 'cash' ? 'ثبت سفارش' : 'ثبت سفارش و پرداخت'}
              </Button>
            </Stack>
          </Card>
        </Group>
      </form>
    </Stack>
  );
}

/** Every line was withdrawn while the buyer checked out: say which, rather than a bare empty cart. */
function CartEmptiedNotice({ notice }: { notice: string }) {
  return (
    <Stack maw={720} mx="auto" gap="md">
      <Title order={1} size="h2">ثبت سفارش</Title>
      <Alert color="orange" title={STORE_CART_MSG.cartRefreshed} data-testid="price-changed">
        {notice}
      </Alert>
      <EmptyCartCard />
    </Stack>
  );
}
