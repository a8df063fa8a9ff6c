import { useState } from 'react';
import { Alert, Button, Card, Grid, Group, Select, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { ROLE_LABELS, isRole } from '@shared/auth/roles';
import { cutTicketText, dayRangeInOrder, TICKET_GROUP_LABELS, TICKET_GROUPS, TICKET_LIMITS, TICKET_MSG, type TicketGroup, type TicketView, TICKET_LABELS } from '@shared/tickets/rules';
import { REFERENCE_LABELS, referencePrefix } from '@shared/reference';
import { trpc } from '../../trpc';
import { DataTable, type Column } from '../../ui/DataTable';
import { errorMessage } from '../../errors';
import { BackLink } from '../../ui/BackLink';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { ShortReference } from '../../ui/ShortReference';
import { PersianDateInput } from '../../ui/PersianDateInput';
import { BroadcastForm } from './BroadcastForm';
import { TicketDetail } from './TicketDetail';
import { TicketStatusBadge } from './ticket-ui';
import { JoinedParts } from '../../ui/JoinedParts';
import { MSG } from '@shared/messages';
import { LABELS } from '@shared/labels';
import { useFailureFocus } from '../../forms/failure-focus';

const FILTER_KEYS = ['start_date', 'end_date', 'group', 'subject', 'ticket_id'] as const;
type Filters = Record<(typeof FILTER_KEYS)[number], string>;

function filtersOf(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Filters;
}

/** /admin/support (spec 2 §2): all tickets with search, one ticket's detail, and the broadcast form. */
export default function AdminSupportPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const applied = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ticketId = params.get('ticketId');

  /** Filters, page and the open ticket live in the address, so a reload or a link keeps them. */
  const go = (next: Partial<Filters> & { page?: number; ticketId?: string | null }) => {
    const p = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) p.delete(key);
      else p.set(key, String(value));
    }
    const query = p.toString();
    navigate(query ? `${location}?${query}` : location);
  };

  return (
    <Stack gap="lg">
      <BackLink href="/admin/dashboard">بازگشت به داشبورد</BackLink>
      <Title order={1} size="h2">پشتیبانی</Title>
      {ticketId && <TicketDetail key={ticketId} id={ticketId.trim().toLowerCase()} viewer="admin" />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <SearchForm key={search} applied={applied} onSearch={(f) => go({ ...f, page: 1 })} />
            <AdminTicketList filters={applied} page={page} selected={ticketId} onPage={(p) => go({ page: p })} onOpen={(id) => go({ ticketId: id })} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <BroadcastForm />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function SearchForm({ applied, onSearch }: { applied: Filters; onSearch: (filters: Filters) => void }) {
  const [form, setForm] = useState<Filters>(applied);
  const [invalid, setInvalid] = useState(false);
  // A reversed day range is said under «تا تاریخ» as it is picked, and not searched.
  const badRange = !dayRangeInOrder(form.start_date, form.end_date);
  const { ref, focusFailure } = useFailureFocus();
  const set = (key: keyof Filters) => (value: string | null) => setForm((f) => ({ ...f, [key]: value ?? '' }));
  return (
    <Card withBorder radius="md" padding="md">
      <form
        ref={ref}
        onSubmit={(event) => {
          event.preventDefault();
          if (badRange) {
            focusFailure();
            return;
          }
          // The whole id or the reference the list shows ("A3F9-1C2B"); anything else is refused here.
          const ticketId = form.ticket_id.trim() ? referencePrefix(form.ticket_id) : '';
          if (ticketId === null) {
            setInvalid(true);
            return;
          }
          setInvalid(false);
          onSearch({ ...form, ticket_id: ticketId, subject: form.subject.trim() });
        }}
      >
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <PersianDateInput label="از تاریخ" value={form.start_date || null} onChange={set('start_date')} clearable />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <PersianDateInput label="تا تاریخ" value={form.end_date || null} onChange={set('end_date')} clearable error={badRange ? MSG.dateRangeInvalid : undefined} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                label="گروه"
                placeholder="همه"
                clearable
                data={TICKET_GROUPS.map((g) => ({ value: g, label: TICKET_GROUP_LABELS[g] }))}
                value={form.group || null}
                onChange={set('group')}
                data-testid="admin-ticket-group"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="موضوع" value={form.subject} onChange={(e) => set('subject')(e.currentTarget.value)} data-testid="admin-ticket-subject" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={`${REFERENCE_LABELS.ticket} یا شناسه`}
                placeholder="A3F9-1C2B"
                dir="ltr"
                value={form.ticket_id}
                onChange={(e) => set('ticket_id')(e.currentTarget.value)}
                data-testid="admin-ticket-id"
              />
            </Grid.Col>
          </Grid>
          {invalid && (
            <Alert color="red" role="alert" data-testid="admin-ticket-invalid">
              {TICKET_MSG.invalidTicketId}
            </Alert>
          )}
          <Group gap="xs">
            <Button type="submit" data-testid="admin-ticket-search">
              جستجو
            </Button>
            <Button
              variant="default"
              onClick={() => {
                const empty = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Filters;
                setForm(empty);
                setInvalid(false);
                onSearch(empty);
              }}
            >
              پاک کردن
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function AdminTicketList(props: { filters: Filters; page: number; selected: string | null; onPage: (p: number) => void; onOpen: (id: string) => void }) {
  const { filters, page } = props;
  const pageSize = TICKET_LIMITS.pageSize;
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const list = trpc.tickets.adminList.useQuery(
    {
      skip: (page - 1) * pageSize,
      limit: pageSize,
      start_date: filters.start_date || null,
      // A reversed range typed into the address is left open at its end, as the form would not send it.
      end_date: dayRangeInOrder(filters.start_date, filters.end_date) ? filters.end_date || null : null,
      group: (TICKET_GROUPS as readonly string[]).includes(filters.group) ? (filters.group as TicketGroup) : null,
      subject: filters.subject || null,
      ticket_id: filters.ticket_id || null,
    },
    { placeholderData: keepPreviousData, retry: false },
  );
  const pages = list.data ? Math.ceil(list.data.total / pageSize) : 0;
  if (list.isPending) return <Skeleton height={240} radius="md" role="status" aria-busy="true" aria-label={LABELS.loading} />;
  if (list.isError)
    return <ErrorState message={`${filtered ? TICKET_MSG.searchError : TICKET_MSG.listError}: ${errorMessage(list.error)}`} onRetry={() => list.refetch()} />;
  if (list.data.items.length === 0)
    return (
      <Card withBorder radius="md">
        <EmptyState message={TICKET_MSG.emptyList} />
      </Card>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {formatNumber(list.data.total)} تیکت
      </Text>
      <DataTable
        rows={list.data.items}
        columns={ticketColumns(props.onOpen)}
        label="تیکت‌ها"
        minWidth={640}
        testId="admin-tickets"
        rowTestId="admin-ticket-row"
        tableProps={{ striped: false, highlightOnHover: true, withTableBorder: true, verticalSpacing: 'xs' }}
        rowProps={(t) => ({ onClick: () => props.onOpen(t.id), style: { cursor: 'pointer' } })}
        rowLook={(t) => (t.id === props.selected ? 'selected' : undefined)}
        phoneCard={(t) => <TicketCard ticket={t} onOpen={props.onOpen} />}
      />
      <Pager page={page} pages={pages} onChange={props.onPage} disabled={list.isPlaceholderData} />
    </Stack>
  );
}

function ticketColumns(onOpen: (id: string) => void): Column<TicketView>[] {
  return [
    { header: REFERENCE_LABELS.ticket, cell: (t) => <ShortReference kind="ticket" id={t.id} size="xs" /> },
    { header: 'کاربر', cell: (t) => <Text size="sm">{ownerLine(t)}</Text> },
    {
      header: 'موضوع',
      cell: (t) => (
        <UnstyledButton onClick={() => onOpen(t.id)} aria-label={TICKET_LABELS.openTicket(t.subject)}>
          <Text size="sm" fw={600}>
            {t.subject}
          </Text>
        </UnstyledButton>
      ),
    },
    { header: 'وضعیت', cell: (t) => <TicketStatusBadge status={t.status} /> },
    {
      header: 'آخرین پیام',
      cell: (t) => (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {cutTicketText(t.last_message)}
        </Text>
      ),
    },
    {
      header: 'تاریخ',
      cell: (t) => (
        <Text size="xs" c="dimmed">
          {formatJalaliDate(t.last_time)}
        </Text>
      ),
    },
  ];
}

/** A ticket on a phone: the whole card opens it, with a shorter cut of the last message; DataTable tints the open one. */
function TicketCard({ ticket: t, onOpen }: { ticket: TicketView; onOpen: (id: string) => void }) {
  return (
    <Card withBorder radius="md" padding={0}>
      <UnstyledButton p="sm" w="100%" onClick={() => onOpen(t.id)} data-testid="admin-ticket-row">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} lineClamp={2} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {t.subject}
            </Text>
            <TicketStatusBadge status={t.status} />
          </Group>
          <Text size="xs" c="dimmed">
            <JoinedParts parts={[<ShortReference kind="ticket" id={t.id} size="xs" />, ownerLine(t), formatJalaliDate(t.last_time)]} />
          </Text>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {cutTicketText(t.last_message, TICKET_LIMITS.lastMessageCutPhone)}
          </Text>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}

function ownerLine(t: TicketView) {
  return (
    <>
      <bdi>{t.user_name}</bdi> ({isRole(t.sender_role) ? ROLE_LABELS[t.sender_role] : t.sender_role})
    </>
  );
}
