import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { isOwnableType, type StoreOrderView } from '@shared/store/products';
import { STORE_MSG } from '@shared/store/messages';
import { shippingState } from '@shared/store/shipping-state';
import { TrackingButton } from './TrackingButton';

/**
 * What a paid order brings: its files and courses in «محصولات من», its goods by post (waiting to be
 * sent, or sent with the tracking link; the summary's badge says which too). A mixed order says both; each part is said only when present.
 */
export function StoreOrderPaidPanel({ order: o }: { order: StoreOrderView }) {
  const owns = o.items.some((item) => isOwnableType(item.product_type));
  const shipping = shippingState({ status: o.status, requires_shipping: o.requires_shipping, tracking_url: o.fulfillment.tracking_url });
  return (
    <Alert color="teal" title="این سفارش پرداخت شده است" data-testid="store-order-paid">
      <Stack gap="xs" align="flex-start">
        {owns && (
          <Text size="sm" data-testid="store-order-paid-digital">
            {STORE_MSG.paidDigitalReady}
          </Text>
        )}
        {shipping && (
          <Text size="sm" data-testid="store-order-paid-shipping">
            {shipping.shipped ? STORE_MSG.paidGoodsShipped : STORE_MSG.paidGoodsAwaiting}
          </Text>
        )}
        <Group gap="xs">
          {owns && (
            <Button component={Link} href="/user/courses" size="xs">
              محصولات من
            </Button>
          )}
          {shipping?.shipped && o.fulfillment.tracking_url && <TrackingButton href={o.fulfillment.tracking_url} testId="store-order-paid-tracking" />}
          <Button component={Link} href="/store" size="xs" variant="light">
            بازگشت به فروشگاه
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
