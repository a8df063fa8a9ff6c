import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { securityEventLabel } from '@shared/auth/security-events';
import { ADMIN_MSG } from '@shared/admin/messages';
import { trpc, type RouterOutputs } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoader } from '../../ui/PageLoader';
import { DataTable, type Column } from '../../ui/DataTable';

type Cursor = { created_at: string; id: string } | null;

type SecurityEvent = RouterOutputs['security']['events']['events'][number];

const EVENT_COLUMNS: Column<SecurityEvent>[] = [
  { header: 'زمان', cell: (e) => formatJalaliDateTime(e.created_at) },
  {
    header: 'رویداد',
    phone: 'title',
    cell: (e) => (
      <Badge variant="light" color={e.kind.startsWith('login') ? 'orange' : 'grape'} title={e.detail}>
        {securityEventLabel(e.kind)}
      </Badge>
    ),
  },
  { header: 'نام کاربری', cell: (e) => e.username ?? '—' },
  { header: 'نشانی', ltr: true, cell: (e) => e.client_address ?? '—' },
];

/** The admin's view of account abuse (issue 14): login throttles, bursts and reset limits, newest first. */
export function SecurityEventsCard() {
  const [cursors, setCursors] = useState<Cursor[]>([null]);
  const before = cursors.at(-1) ?? null;
  const events = trpc.security.events.useQuery({ limit: 10, before });

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">رویدادهای امنیتی</Title>
        {events.isPending ? (
          <PageLoader />
        ) : events.isError ? (
          <ErrorState title={ADMIN_MSG.securityEventsLoad} message={errorMessage(events.error)} onRetry={() => events.refetch()} />
        ) : events.data.events.length === 0 ? (
          <EmptyState message="رویداد امنیتی‌ای ثبت نشده است" />
        ) : (
          <DataTable rows={events.data.events} columns={EVENT_COLUMNS} label="جدول رویدادهای امنیتی" minWidth={520} />
        )}
        <Group justify="space-between">
          <Button size="xs" variant="subtle" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            جدیدتر
          </Button>
          <Text size="xs" c="dimmed">
            صفحه {new Intl.NumberFormat('fa-IR').format(cursors.length)}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            disabled={!events.data?.next}
            onClick={() => events.data?.next && setCursors((c) => [...c, events.data.next])}
          >
            قدیمی‌تر
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
