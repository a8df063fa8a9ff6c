import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatJalaliDate } from '@shared/calendar/dates';
import { formatNumber } from '@shared/wallet/money';
import { cutTicketText, isTicketId, TICKET_LIMITS, TICKET_MSG, type TicketView } from '@shared/tickets/rules';
import { REFERENCE_LABELS, referencePrefix } from '@shared/reference';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Pager } from '../../ui/Pager';
import { ShortReference } from '../../ui/ShortReference';
import { senderLabel, TicketStatusBadge } from './ticket-ui';
import { JoinedParts } from '../../ui/JoinedParts';
import { LABELS } from '@shared/labels';

/** Why the search found nothing: each case has its own alert test id (`ticket-search-<kind>`). */
type SearchProblem = { kind: 'invalid' | 'not-found' | 'failed'; text: string };

/** Spec 2 §2 "my tickets": newest activity first, paged, with a search by ticket id or by the reference the rows show. */
export function MyTicketsList({ selected, onOpen }: { selected: string | null; onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const [finding, setFinding] = useState(false);
  const utils = trpc.useUtils();
  const pageSize = TICKET_LIMITS.pageSize;
  const list = trpc.tickets.my.useQuery({ skip: (page - 1) * pageSize, limit: pageSize }, { placeholderData: keepPreviousData });
  const pages = list.data ? Math.ceil(list.data.total / pageSize) : 0;
  const openByReference = async (code: string) => {
    setFinding(true);
    try {
      const found = await utils.tickets.my.fetch({ skip: 0, limit: 1, ticket_id: code });
      if (found.items[0]) onOpen(found.items[0].id);
      else setProblem({ kind: 'not-found', text: TICKET_MSG.notFound });
    } catch (error) {
      setProblem({ kind: 'failed', text: errorMessage(error) });
    } finally {
      setFinding(false);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-tickets-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="my-tickets-title">
          تیکت‌های من
        </Title>
        {list.data && list.data.total > 0 && (
          <Text size="sm" c="dimmed">
            {formatNumber(list.data.total)} تیکت
          </Text>
        )}
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The spec's check happens before any call: a malformed id never reaches the server.
          const code = referencePrefix(search);
          if (!code) {
            setProblem({ kind: 'invalid', text: TICKET_MSG.invalidTicketId });
            return;
          }
          setProblem(null);
          // A whole id opens its ticket as before; the reference the rows show is looked up among one's own.
          if (isTicketId(code)) onOpen(code);
          else void openByReference(code);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={`جستجو با ${REFERENCE_LABELS.ticket}`}
            placeholder="A3F9-1C2B"
            dir="ltr"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
            data-testid="ticket-search-input"
          />
          <Button type="submit" variant="light" loading={finding} data-testid="ticket-search">
            جستجو
          </Button>
        </Group>
      </form>
      {problem && (
        <Alert color="red" role="alert" data-testid={`ticket-search-${problem.kind}`}>
          {problem.text}
        </Alert>
      )}
      {list.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={LABELS.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <ErrorState title={TICKET_MSG.listError} message={errorMessage(list.error)} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyState message={TICKET_MSG.emptyList} />
        </Card>
      ) : (
        <>
          <Stack gap="xs" data-testid="my-tickets">
            {list.data.items.map((t) => (
              <TicketRow key={t.id} ticket={t} active={t.id === selected} onOpen={() => onOpen(t.id)} />
            ))}
          </Stack>
          <Pager page={page} pages={pages} onChange={setPage} disabled={list.isPlaceholderData} />
        </>
      )}
    </Stack>
  );
}

function TicketRow({ ticket: t, active, onOpen }: { ticket: TicketView; active: boolean; onOpen: () => void }) {
  return (
    <Card withBorder radius="md" padding={0} bg={active ? 'teal.0' : undefined}>
      <UnstyledButton onClick={onOpen} p="sm" w="100%" data-testid="ticket-row">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} lineClamp={2} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {t.subject}
            </Text>
            <TicketStatusBadge status={t.status} />
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {senderLabel(t.last_sender_role, t.last_sender, 'owner')}: {cutTicketText(t.last_message)}
          </Text>
          <Text size="xs" c="dimmed">
            <JoinedParts
              parts={[
                <>
                  {REFERENCE_LABELS.ticket} <ShortReference kind="ticket" id={t.id} size="xs" />
                </>,
                formatJalaliDate(t.last_time),
              ]}
            />
          </Text>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
