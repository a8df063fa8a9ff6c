import { ActionIcon, Anchor, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatNumber } from '@shared/wallet/money';
import { STORE_CART_MSG } from '@shared/store/cart-messages';
import { EmptyCartCard } from './EmptyCartCard';
import { Toman } from '../../ui/Toman';
import { cart, useCart } from './cart';
import { cartCount, cartTotal, lineTotal, maxQuantityFor } from './cart-lines';
import { ProductTypeBadge } from './ProductBadges';
import { QuantityControl } from './QuantityControl';
import { CartSummary } from './CartSummary';
import { focusRows } from '../../ui/FocusRescue';
import { STORE_LABELS } from '@shared/store/messages';

/** Spec 3 "Cart": the stored lines with quantity controls and removal, and the order summary. */
export default function CartPage() {
  const lines = useCart();
  if (lines.length === 0) {
    return (
      <Stack maw={720} mx="auto">
        <Title order={1} size="h2">سبد خرید</Title>
        <EmptyCartCard />
      </Stack>
    );
  }
  return (
    <Stack maw={960} mx="auto" gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">سبد خرید</Title>
        <Anchor component={Link} href="/store" size="sm">
          ادامه خرید
        </Anchor>
      </Group>
      <Group align="flex-start" gap="md" wrap="wrap">
        {/* Removing a line leaves focus on the next line's remove button. */}
        <Stack gap="sm" style={{ flex: '2 1 420px', minWidth: 0 }} {...focusRows}>
          {lines.map((line) => (
            <Card component="article" key={line.id} withBorder radius="md" padding="md" data-testid="cart-line" aria-label={line.name}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Anchor component={Link} href={`/product/${line.id}`} fw={700} c="dark" lineClamp={2}>
                    {line.name}
                  </Anchor>
                  <Group gap={6}>
                    <ProductTypeBadge type={line.product_type} size="xs" />
                    <Text size="sm" c="dimmed">
                      قیمت واحد: <Toman rials={line.price} />
                    </Text>
                  </Group>
                </Stack>
                <ActionIcon variant="subtle" color="red" onClick={() => cart().remove(line.id)} aria-label={STORE_LABELS.removeLine(line.name)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <Group justify="space-between" mt="sm">
                {maxQuantityFor(line.product_type) > 1 ? (
                  <QuantityControl value={line.quantity} max={maxQuantityFor(line.product_type)} name={line.name} onChange={(q) => cart().setQuantity(line.id, q)} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {STORE_CART_MSG.singleCopy}
                  </Text>
                )}
                <Text fw={700} data-testid="line-total">
                  <Toman rials={lineTotal(line)} />
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
        <Card withBorder radius="md" padding="lg" style={{ flex: '1 1 260px' }} data-testid="cart-summary">
          <Stack gap="sm">
            <Title order={2} size="h4">خلاصه سفارش</Title>
            <CartSummary count={cartCount(lines)} total={cartTotal(lines)} />
            <Divider />
            <Button component={Link} href="/checkout" size="md" fullWidth>
              ادامه و ثبت سفارش
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {formatNumber(lines.length)} قلم کالا در سبد
            </Text>
          </Stack>
        </Card>
      </Group>
    </Stack>
  );
}
