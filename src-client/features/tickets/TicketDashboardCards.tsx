import { Anchor, Button, Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { cutTicketText, TICKET_LIMITS, TICKET_MSG, type TicketView } from '@shared/tickets/rules';
import { trpc } from '../../trpc';
import { usePhone } from '../../ui/usePhone';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { TicketStatusBadge } from './ticket-ui';
import { JoinedParts } from '../../ui/JoinedParts';

/** The admin's counter: tickets awaiting support (open or pending). */
export function AdminOpenTicketsCard() {
  const summary = trpc.tickets.adminSummary.useQuery();
  return (
    <Card withBorder radius="md" padding="sm" component={Link} href="/admin/support" data-testid="admin-open-tickets">
      <Text size="xs" c="dimmed">
        تیکت‌های باز
      </Text>
      {summary.isPending ? (
        <Skeleton height={28} width={60} mt={4} />
      ) : summary.isError ? (
        <Group gap={4}>
          <Text c="red" size="sm">
            {errorMessage(summary.error, TICKET_MSG.listError)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={(event) => {
              event.preventDefault(); // the card itself is a link
              void summary.refetch();
            }}
          >
            تلاش دوباره
          </Button>
        </Group>
      ) : (
        <Text fw={800} fz="xl" data-testid="admin-open-tickets-count">
          {formatNumber(summary.data.open)}
        </Text>
      )}
    </Card>
  );
}

/** The admin's five newest tickets → /admin/support?ticketId=… (last message cut to 50, 100 on phones). */
export function AdminRecentTicketsCard() {
  const recent = trpc.tickets.adminRecent.useQuery();
  const phone = usePhone();
  return (
    <RecentTicketsFrame title="آخرین تیکت‌ها" allHref="/admin/support" query={recent} testId="admin-recent-tickets">
      {(t) => (
        <TicketLink key={t.id} href={`/admin/support?ticketId=${t.id}`} ticket={t}>
          <JoinedParts parts={[<bdi>{t.user_name}</bdi>, formatJalaliDate(t.created_at)]} />
          <br />
          {cutTicketText(t.last_message, phone ? TICKET_LIMITS.lastMessageCutPhone : TICKET_LIMITS.lastMessageCut)}
        </TicketLink>
      )}
    </RecentTicketsFrame>
  );
}

/** The customer's (or cafe's) five newest tickets → /support?ticketId=…. */
export function MyRecentTicketsCard() {
  const summary = trpc.tickets.mySummary.useQuery();
  const query = { ...summary, data: summary.data?.recent } as const;
  return (
    <RecentTicketsFrame title="آخرین تیکت‌ها" allHref="/support" query={query} testId="my-recent-tickets">
      {(t) => (
        <TicketLink key={t.id} href={`/support?ticketId=${t.id}`} ticket={t}>
          {formatJalaliDate(t.created_at)}
        </TicketLink>
      )}
    </RecentTicketsFrame>
  );
}

/** The customer's "open tickets": their tickets not closed (undefined while loading). */
/** The open-tickets figure of a dashboard tile: "…" while loading, "—" when it could not be read. */
export function useMyOpenTicketCount(): string {
  const summary = trpc.tickets.mySummary.useQuery();
  if (summary.data) return formatNumber(summary.data.open);
  return summary.isError ? '—' : '…';
}

function RecentTicketsFrame(props: {
  title: string;
  allHref: string;
  testId: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data: TicketView[] | undefined; refetch: () => unknown };
  children: (t: TicketView) => React.ReactNode;
}) {
  const { query } = props;
  return (
    <Card withBorder radius="md" data-testid={props.testId}>
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{props.title}</Text>
        <Anchor component={Link} href={props.allHref} size="sm">
          همه تیکت‌ها
        </Anchor>
      </Group>
      {query.isPending ? (
        <Stack gap={6}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : query.isError ? (
        <ErrorState title={TICKET_MSG.listError} message={errorMessage(query.error)} onRetry={() => query.refetch()} />
      ) : !query.data?.length ? (
        <EmptyState message={TICKET_MSG.emptyList} />
      ) : (
        <Stack gap={4}>{query.data.map((t) => props.children(t))}</Stack>
      )}
    </Card>
  );
}

function TicketLink({ href, ticket, children }: { href: string; ticket: TicketView; children: React.ReactNode }) {
  return (
    <UnstyledButton component={Link} href={href} p="xs" style={{ borderRadius: 8 }} data-testid="recent-ticket">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={2} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {children}
          </Text>
        </Stack>
        <TicketStatusBadge status={ticket.status} />
      </Group>
    </UnstyledButton>
  );
}
