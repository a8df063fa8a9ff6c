import { Badge, Card, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import toast from 'react-hot-toast';
import { ADMIN_MSG } from '@shared/admin/messages';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { formatRating } from '@shared/catalogue/constants';
import { formatNumber } from '@shared/wallet/money';
import { formatEstimatedTime } from '@shared/orders/delivery-time';
import { allowedActions, ORDER_ACTION_LABELS, ORDER_TRANSITIONS, PAYMENT_STATUS_LABELS, type OrderStatus } from '@shared/orders/state-machine';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { Toman } from '../../ui/Toman';
import { OrderFilesList } from '../orders/OrderFilesList';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { QueryView } from './admin-ui';
import { FileName } from '../../ui/FileName';
import { REFERENCE_LABELS } from '@shared/reference';
import { ShortReference } from '../../ui/ShortReference';
import { AUDIT_ORDER_TITLE } from '@shared/admin/audit';
import { AuditList } from './AuditList';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The order's chat as the admin reads it: no writing (only the customer and the cafe write). */
function ReadOnlyChat({ orderId }: { orderId: string }) {
  const chat = trpc.chat.byOrder.useQuery({ orderId });
  return (
    <QueryView query={chat} errorText={ADMIN_MSG.orderChatLoad} isEmpty={(d) => d.length === 0} emptyText="پیامی ثبت نشده است">
      {(messages) => (
        <ScrollArea h={260} type="auto">
          <Stack gap="xs" data-testid="admin-order-chat">
            {messages.map((m) => (
              <Paper key={m._id} withBorder p="xs" radius="sm" bg={m.sender_role === 'user' ? 'gray.0' : 'teal.0'}>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" fw={600}>
                    {m.sender_name} ({m.sender_role === 'user' ? 'مشتری' : 'کافی‌نت'})
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatJalaliDateTime(m.created_at)}
                  </Text>
                </Group>
                {m.message && <Text size="sm">{m.message}</Text>}
                {m.file_info && (
                  <Text size="xs">
                    📎 <FileName name={m.file_info.name} />
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        </ScrollArea>
      )}
    </QueryView>
  );
}

/** Spec 3 §3 "Admin order": fields, files, the read-only chat and the admin's one status change. */
export function AdminOrderDetails({ orderId, headingOrder = 2 }: { orderId: string; headingOrder?: 2 | 3 }) {
  const utils = trpc.useUtils();
  const order = trpc.admin.order.useQuery({ id: orderId });
  const change = trpc.admin.setOrderStatus.useMutation({
    onSuccess: (r) => {
      toast.success(r.message, { duration: 1500 });
      void utils.admin.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, ADMIN_MSG.operationFailed), { duration: 2500 }),
  });
  return (
    <QueryView query={order} errorText={ADMIN_MSG.orderLoad}>
      {(o) => {
        const actions = allowedActions(o.status as OrderStatus, 'admin');
        return (
          <Stack gap="md" data-testid="admin-order-details">
            <Group justify="space-between">
              {/* Under the page's h1, or under the dialog's own title (an h2) when shown in one. */}
              <Title order={headingOrder} size="h4">{o.service}</Title>
              <OrderStatusBadge status={o.status} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Field label={REFERENCE_LABELS.order}><ShortReference kind="order" id={o.id} /></Field>
              <Field label="مشتری">{o.user_name}{o.email ? ` (${o.email})` : ''}</Field>
              <Field label="کافی‌نت">{o.coffenet_name}</Field>
              <Field label="دسته">{o.category_label ?? o.category ?? '—'}</Field>
              <Field label="مبلغ">{o.price === null ? 'تعیین نشده' : <Toman rials={o.price} />}</Field>
              <Field label="وضعیت پرداخت">
                <Badge variant="light" color={o.payment_status === 'paid' ? 'teal' : 'gray'}>{PAYMENT_STATUS_LABELS[o.payment_status]}</Badge>
              </Field>
              <Field label="زمان تخمینی">{o.estimated_time ? formatEstimatedTime(o.estimated_time) : '—'}</Field>
              <Field label="مسئول انجام">{o.assigned_employee ?? '—'}</Field>
              <Field label="امتیاز مشتری">{o.user_rating.total_ratings ? `${formatRating(o.user_rating.average_rating)} (${formatNumber(o.user_rating.total_ratings)} امتیاز)` : '—'}</Field>
              <Field label="ثبت">{formatJalaliDateTime(o.created_at)}</Field>
              <Field label="آخرین تغییر">{formatJalaliDateTime(o.updated_at)}</Field>
              {o.rejection_reason && <Field label="دلیل رد">{o.rejection_reason}</Field>}
            </SimpleGrid>
            <Card withBorder padding="sm">
              <Text size="xs" c="dimmed">توضیحات</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{o.details.description || '—'}</Text>
            </Card>
            <Stack gap={4}>
              <Text fw={600}>فایل‌ها</Text>
              <OrderFilesList orderId={o.id} files={o.files} />
            </Stack>
            <Stack gap={4}>
              <Text fw={600}>گفتگو (فقط خواندنی)</Text>
              <ReadOnlyChat orderId={o.id} />
            </Stack>
            {actions.length > 0 ? (
              <Group>
                {actions.map((action) => (
                  <ConfirmButton
                    key={action}
                    label={ORDER_ACTION_LABELS[action]}
                    color="blue"
                    variant="filled"
                    loading={change.isPending}
                    onConfirm={() => change.mutate({ id: o.id, status: ORDER_TRANSITIONS[action].to })}
                  />
                ))}
              </Group>
            ) : (
              <EmptyState message="در این وضعیت اقدامی از سوی مدیر ممکن نیست" />
            )}
            <AuditList area="orders" target={{ id: o.id, title: AUDIT_ORDER_TITLE }} />
          </Stack>
        );
      }}
    </QueryView>
  );
}
