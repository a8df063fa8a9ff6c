import { Badge } from '@mantine/core';
import { normalizeOrderStatus, ORDER_STATUS_COLORS, orderStatusLabel } from '@shared/orders/state-machine';

export function OrderStatusBadge({ status }: { status: string }) {
  const known = normalizeOrderStatus(status);
  return (
    <Badge color={known ? ORDER_STATUS_COLORS[known] : 'gray'} variant="light" data-testid="order-status">
      {orderStatusLabel(status)}
    </Badge>
  );
}
