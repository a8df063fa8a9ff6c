import { Button, type ButtonProps } from '@mantine/core';
import type { OrderPages } from './order-pages';

/** «سفارش‌های بیشتر» under a paged order list while its last page says more follow. */
export function MoreOrdersButton({ pages, ...props }: { pages: Pick<OrderPages<unknown>, 'data' | 'loadMore' | 'isFetching'> } & ButtonProps) {
  if (!pages.data?.has_more) return null;
  return (
    <Button variant="default" {...props} onClick={pages.loadMore} loading={pages.isFetching} data-testid="more-orders">
      سفارش‌های بیشتر
    </Button>
  );
}
