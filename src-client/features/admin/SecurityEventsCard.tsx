import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { securityEventLabel } from '@shared/auth/security-events';
import { ADMIN_MSG } from '@shared/admin/messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoader } from '../../ui/PageLoader';
import { TableScroll } from '../../ui/TableScroll';

type Cursor = { created_at: string; id: string } | null;

/** The admin's view of account abuse (issue 14): login throttles, bursts and reset limits, newest first. */
export function SecurityEventsCard() {
  const [cursors, setCursors] = useState<Cursor[]>([null]);
  const before = cursors.at(-1) ?? null;
  const events = trpc.security.events.useQuery({ limit: 10, before });

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={4}>رویدادهای امنیتی</Title>
        {events.isPending ? (
          <PageLoader />
        ) : events.isError ? (
          <ErrorState title={ADMIN_MSG.securityEventsLoad} message={errorMessage(events.error)} onRetry={() => events.refetch()} />
        ) : events.data.events.length === 0 ? (
          <EmptyState message="رویداد امنیتی‌ای ثبت نشده است" />
        ) : (
          <TableScroll minWidth={520} label="جدول رویدادهای امنیتی">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>زمان</Table.Th>
                  <Table.Th>رویداد</Table.Th>
                  <Table.Th>نام کاربری</Table.Th>
                  <Table.Th>نشانی</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.events.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatJalaliDateTime(e.created_at)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={e.kind.startsWith('login') ? 'orange' : 'grape'} title={e.detail}>
                        {securityEventLabel(e.kind)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{e.username ?? '—'}</Table.Td>
                    <Table.Td dir="ltr">{e.client_address ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
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
