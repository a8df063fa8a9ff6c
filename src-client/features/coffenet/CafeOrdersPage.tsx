import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, Divider, Grid, Group, Indicator, NavLink, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { ORDER_MSG } from '@shared/orders/messages';
import { allowedActions, CAFE_ORDER_GROUP_LABELS, CAFE_ORDER_QUERIES, detailsEditable, cafeOrderGroup, ORDER_POLL_MS, type CafeOrderGroup } from '@shared/orders/state-machine';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { trpc, type RouterOutputs } from '../../trpc';
import { PageLoader } from '../../ui/PageLoader';
import { ErrorState } from '../../ui/ErrorState';
import { keepsEarlierAnswer, RefreshFailed } from '../../ui/RefreshFailed';
import { EmptyState } from '../../ui/EmptyState';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { OrderFilesList } from '../orders/OrderFilesList';
import { CompleteForm, DetailsForm, PricingForm, RejectForm } from '../orders/CafeDecisionForms';
import { CafeOrderSummary } from '../orders/CafeOrderSummary';
import { RatingModal } from '../orders/RatingModal';
import { cafeOrdersError } from '../orders/cafe-errors';
import { joinOrderPages, ORDER_PAGE, pageOffsets } from '../orders/order-pages';
import { MoreOrdersButton } from '../orders/MoreOrdersButton';
import { ChatPanel } from '../chat/ChatPanel';
import { joinParts } from '@shared/text/list';

type Order = RouterOutputs['orders']['assigned']['orders'][number];

/** The cafe order management page (spec 2 §2): orders grouped by status, a detail panel with pricing, completion and chat. */
export default function CafeOrdersPage() {
  const options = { refetchInterval: ORDER_POLL_MS.cafeOrders };
  const me = trpc.auth.me.useQuery();
  // Each query of the page in pages of 50; «سفارش‌های بیشتر» under a group adds a page to the query that fills it.
  const [pages, setPages] = useState(() => CAFE_ORDER_QUERIES.map(() => 1));
  const wanted = CAFE_ORDER_QUERIES.flatMap((g, query) => pageOffsets(pages[query] ?? 1).map((offset) => ({ query, statuses: g.statuses, offset })));
  const answers = trpc.useQueries((t) => wanted.map((w) => t.orders.assigned({ statuses: [...w.statuses], limit: ORDER_PAGE, offset: w.offset }, options)));
  const lists = CAFE_ORDER_QUERIES.map((_, query) =>
    joinOrderPages(
      answers.filter((_, k) => wanted[k]?.query === query),
      () => setPages((now) => now.map((n, j) => (j === query ? n + 1 : n))),
    ),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [group, setGroup] = useState<CafeOrderGroup>('pending');
  // Counts the picks from the list: each moves focus to the detail panel's heading once it is shown.
  const [focusRequest, setFocusRequest] = useState(0);

  // A list that never loaded is the page's error; one whose refresh failed keeps its orders (and the
  // detail panel its forms) under a note.
  const failed = lists.find((l) => !keepsEarlierAnswer(l) && l.isError);
  const stale = lists.find((l) => l.isError);
  const retry = () => lists.forEach((l) => void l.refetch());
  if (me.isPending || lists.some((l) => l.isPending)) return <PageLoader />;
  if (failed?.error || me.isError) return <ErrorState message={cafeOrdersError(failed?.error ?? me.error)} onRetry={retry} />;

  const grouped = new Map<CafeOrderGroup, Order[]>();
  for (const list of lists) for (const o of list.data?.orders ?? []) {
    const g = cafeOrderGroup(o.status, o.user_rated);
    grouped.set(g, [...(grouped.get(g) ?? []), o]);
  }
  const shown = grouped.get(group) ?? [];
  // The query whose next page may hold more of a group's orders.
  const feeding = (g: CafeOrderGroup) => lists[CAFE_ORDER_QUERIES.findIndex((q) => q.groups.includes(g))];
  const more = feeding(group);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">مدیریت سفارش‌ها</Title>
      {stale && <RefreshFailed query={stale} onRetry={retry} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="xs">
            <Tabs value={group} onChange={(v) => v && setGroup(v as CafeOrderGroup)} variant="pills">
              <Tabs.List grow>
                {(Object.keys(CAFE_ORDER_GROUP_LABELS) as CafeOrderGroup[]).map((g) => (
                  <Tabs.Tab key={g} value={g} rightSection={<Badge size="xs" variant="light">{`${formatNumber(grouped.get(g)?.length ?? 0)}${feeding(g)?.data?.has_more ? '+' : ''}`}</Badge>}>
                    {CAFE_ORDER_GROUP_LABELS[g]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <ScrollArea.Autosize mah={600} mt="xs">
              {shown.length === 0 ? (
                <EmptyState message={ORDER_MSG.noOrders} />
              ) : (
                shown.map((o) => (
                  // A button (Mantine's NavLink is an <a> without href, which the keyboard skips).
                  <NavLink
                    key={o.id}
                    component="button"
                    type="button"
                    active={selected === o.id}
                    aria-current={selected === o.id ? 'true' : undefined}
                    onClick={() => {
                      setSelected(o.id);
                      setFocusRequest((n) => n + 1);
                    }}
                    label={o.service_type}
                    description={joinParts(o.user_name, formatJalaliDateTime(o.created_at))}
                    rightSection={
                      <Indicator label={formatNumber(o.unread_messages)} size={16} disabled={o.unread_messages === 0} color="red">
                        <OrderStatusBadge status={o.status} />
                      </Indicator>
                    }
                    data-testid="cafe-order-item"
                    data-order-id={o.id}
                  />
                ))
              )}
              {more && <MoreOrdersButton pages={more} fullWidth mt="xs" />}
            </ScrollArea.Autosize>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? <OrderDetail orderId={selected} viewerId={me.data.id} focusRequest={focusRequest} /> : <EmptyState message="سفارشی را از فهرست انتخاب کنید" />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function OrderDetail({ orderId, viewerId, focusRequest }: { orderId: string; viewerId: string; focusRequest: number }) {
  const order = trpc.orders.byId.useQuery({ orderId }, { refetchInterval: ORDER_POLL_MS.cafeOrders });
  const [rating, setRating] = useState<string | null>(null);
  // The heading takes focus when the order picked from the list has loaded, so the keyboard
  // continues in its panel and a screen reader reads which order is open.
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(0);
  const shown = Boolean(order.data);
  useEffect(() => {
    if (!shown || focused.current === focusRequest || !heading.current) return;
    focused.current = focusRequest;
    heading.current.focus();
  }, [shown, focusRequest, orderId]);
  if (order.isPending) return <PageLoader />;
  if (!order.data || !keepsEarlierAnswer(order)) return <ErrorState message={cafeOrdersError(order.error)} onRetry={() => order.refetch()} />;
  const o = order.data;
  const actions = allowedActions(o.status, 'cafe');
  return (
    <Card withBorder radius="md" padding="md" data-testid="cafe-order-detail">
      <RefreshFailed query={order} onRetry={() => void order.refetch()} />
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {o.service_type}
        </Title>
        <OrderStatusBadge status={o.status} />
      </Group>
      <CafeOrderSummary order={o} />
      <Divider my="sm" label="فایل‌ها" labelPosition="right" />
      <OrderFilesList orderId={o.id} files={o.files} />
      {actions.includes('price') && o.price === null && (
        <>
          <Divider my="sm" label="تأیید و قیمت‌گذاری" labelPosition="right" />
          <PricingForm orderId={o.id} suggest />
          <Divider my="sm" label="رد سفارش" labelPosition="right" />
          <RejectForm orderId={o.id} />
        </>
      )}
      {detailsEditable(o.status) && (
        <>
          <Divider my="sm" label="ویرایش جزئیات" labelPosition="right" />
          <DetailsForm key={`${o.estimated_time}-${o.assigned_employee}`} order={o} />
        </>
      )}
      {actions.includes('complete') && (
        <>
          <Divider my="sm" label="تکمیل سفارش" labelPosition="right" />
          <CompleteForm orderId={o.id} />
        </>
      )}
      {o.status === 'completed' && !o.user_rated && (
        <Button mt="sm" variant="light" color="yellow" onClick={() => setRating(o.id)}>
          امتیاز به مشتری
        </Button>
      )}
      <Divider my="sm" label="گفتگو" labelPosition="right" />
      <ChatPanel order={o} viewerId={viewerId} height={320} />
      <RatingModal orderId={rating} target="customer" title="امتیاز به مشتری" onClose={() => setRating(null)} />
      <Text size="xs" c="dimmed" mt="xs">
        فهرست هر ۳۰ ثانیه به‌روز می‌شود.
      </Text>
    </Card>
  );
}
