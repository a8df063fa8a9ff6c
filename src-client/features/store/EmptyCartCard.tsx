import { Button, Card } from '@mantine/core';
import { Link } from 'wouter';
import { STORE_MSG } from '@shared/store/messages';
import { EmptyState } from '../../ui/EmptyState';

/** The empty cart, with the way to the store: the cart page's, and the checkout's when a refresh emptied it. */
export function EmptyCartCard() {
  return (
    <Card withBorder radius="md">
      <EmptyState
        message={STORE_MSG.cartEmpty}
        action={
          <Button component={Link} href="/store">
            رفتن به فروشگاه
          </Button>
        }
      />
    </Card>
  );
}
