import { useState } from 'react';
import { Badge, Button, Card, Group, Indicator, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ORDER_MSG } from '@shared/orders/messages';
import { allowedActions, detailsEditable, ORDER_POLL_MS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shared/orders/state-machine';
import { formatNumber } from '@shared/wallet/money';
import type { RouterOutputs } from '../../trpc';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { keepsEarlierAnswer, RefreshFailed } from '../../ui/RefreshFailed';
import { EmptyState } from '../../ui/EmptyState';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { OrderFilesAccordion } from '../orders/OrderFilesAccordion';
import { CompleteForm, DetailsForm, PricingForm, RejectForm } from '../orders/CafeDecisionForms';
import { CafeOrderSummary } from '../orders/CafeOrderSummary';
import { RatingModal } from '../orders/RatingModal';
import { cafeOrdersError } from '../orders/cafe-errors';
import { useAssignedOrderPages } from '../orders/order-pages';
import { MoreOrdersButton } from '../orders/MoreOrdersButton';
import { orderChatPath } from '@shared/routes';
import { focusRows } from '../../ui/FocusRescue';

type Order = RouterOutputs['orders']['assigned']['orders'][number];
type DialogKind = 'review' | 'reject' | 'complete' | 'details';
type Dialog = { kind: DialogKind; order: Order } | null;

const STATUS_FILTER = [{ value: 'all', label: 'همه وضعیت‌ها' }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))];

/** /coffenet/assignedorders: filter by status, review/price, reject, files, complete, chat (spec 2 §2). */
export default function AssignedOrdersPage() {
  const [status, setStatus] = useState<string>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [rateOrder, setRateOrder] = useState<string | null>(null);
  const orders = useAssignedOrderPages({ status: status === 'all' ? null : (status as OrderStatus) }, { refetchInterval: ORDER_POLL_MS.cafeOrders });
  const close = () => setDialog(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">سفارش‌های دریافتی</Title>
        <Button component={Link} href="/coffenet/orders" variant="light">
          مدیریت سفارش‌ها
        </Button>
      </Group>
      <Select
        label="وضعیت"
        data={STATUS_FILTER}
        value={status}
        onChange={(v) => setStatus(v ?? 'all')}
        allowDeselect={false}
        maw={260}
      />
      {orders.isPending ? (
        <PageLoader />
      ) : !orders.data || !keepsEarlierAnswer(orders) ? (
        <ErrorState message={cafeOrdersError(orders.error)} onRetry={() => orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState message={ORDER_MSG.noOrders} />
      ) : (
        <Stack gap="sm">
          <RefreshFailed query={orders} onRetry={() => void orders.refetch()} />
          {/* After a dialog's action the card's buttons change (or it leaves a filtered list): focus stays with the card, or the next. */}
          <Stack gap="sm" {...focusRows}>
            {orders.data.orders.map((order) => (
              <AssignedOrderCard key={order.id} order={order} onDialog={(kind) => setDialog({ kind, order })} onRate={() => setRateOrder(order.id)} />
            ))}
          </Stack>
          <MoreOrdersButton pages={orders} />
        </Stack>
      )}
      <Modal opened={dialog?.kind === 'review'} onClose={close} title="بررسی و قیمت‌گذاری سفارش" centered>
        {dialog && <PricingForm orderId={dialog.order.id} onDone={close} />}
      </Modal>
      <Modal opened={dialog?.kind === 'reject'} onClose={close} title="رد سفارش" centered>
        {dialog && <RejectForm orderId={dialog.order.id} onDone={close} />}
      </Modal>
      <Modal opened={dialog?.kind === 'details'} onClose={close} title="ویرایش جزئیات سفارش" centered>
        {dialog && <DetailsForm order={dialog.order} onDone={close} />}
      </Modal>
      <Modal opened={dialog?.kind === 'complete'} onClose={close} title="تکمیل سفارش" centered>
        {dialog && <CompleteForm orderId={dialog.order.id} onDone={close} />}
      </Modal>
      <RatingModal orderId={rateOrder} target="customer" title="امتیاز به مشتری" onClose={() => setRateOrder(null)} />
    </Stack>
  );
}

function AssignedOrderCard({ order, onDialog, onRate }: { order: Order; onDialog: (kind: DialogKind) => void; onRate: () => void }) {
  const actions = allowedActions(order.status, 'cafe');
  return (
    <Card withBorder radius="md" padding="md" data-testid="assigned-order">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Text fw={700}>{order.service_type}</Text>
        <OrderStatusBadge status={order.status} />
      </Group>
      <CafeOrderSummary order={order} />
      <Group gap="xs" mt="sm">
        {actions.includes('price') && order.price === null && (
          <Button size="xs" onClick={() => onDialog('review')}>
            بررسی و قیمت‌گذاری
          </Button>
        )}
        {actions.includes('reject') && (
          <Button size="xs" color="red" variant="light" onClick={() => onDialog('reject')}>
            رد سفارش
          </Button>
        )}
        {detailsEditable(order.status) && (
          <Button size="xs" variant="light" onClick={() => onDialog('details')}>
            ویرایش جزئیات
          </Button>
        )}
        {actions.includes('complete') && (
          <Button size="xs" color="green" onClick={() => onDialog('complete')}>
            تکمیل سفارش
          </Button>
        )}
        {order.status === 'completed' &&
          (order.user_rated ? (
            <Badge variant="light">مشتری امتیاز گرفته است</Badge>
          ) : (
            <Button size="xs" variant="light" color="yellow" onClick={onRate}>
              امتیاز به مشتری
            </Button>
          ))}
        <Indicator label={formatNumber(order.unread_messages)} size={16} disabled={order.unread_messages === 0} color="red">
          <Button size="xs" variant="light" component={Link} href={orderChatPath('coffenet', order.id)} leftSection={<IconMessage size={14} />}>
            گفتگو
          </Button>
        </Indicator>
      </Group>
      {order.status === 'pending_payment' && (
        <Text size="sm" c="orange" mt="xs">
          در انتظار پرداخت مشتری
        </Text>
      )}
      {(order.status === 'rejected' || order.status === 'cancelled') && (
        <Text size="sm" c="dimmed" mt="xs">
          این سفارش {order.status === 'rejected' ? 'رد شده' : 'لغو شده'} است.
        </Text>
      )}
      <OrderFilesAccordion order={order} uploadedBy="coffenet" />
    </Card>
  );
}
