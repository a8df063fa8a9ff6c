import { Button, Group, Stack, Text } from '@mantine/core';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ADMIN_LIMITS } from '@shared/admin/schemas';
import { AUDIT_AREA_TITLES, AUDIT_MORE_LABEL, auditActionLabel, describeAuditChange, type AuditArea } from '@shared/admin/audit';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { trpc } from '../../trpc';
import { QueryView, Section } from './admin-ui';
import { DataTable, type Column } from '../../ui/DataTable';
import type { RouterOutputs } from '../../trpc';

type AuditRow = RouterOutputs['admin']['auditPage']['rows'][number];

const AUDIT_COLUMNS: Column<AuditRow>[] = [
  { header: 'زمان', cell: (r) => formatJalaliDateTime(r.created_at) },
  { header: 'مدیر', cell: (r) => r.admin_username },
  { header: 'اقدام', phone: 'title', cell: (r) => <Text fw={600} size="sm">{auditActionLabel(r.action)}</Text> },
  { header: 'هدف', cell: (r) => r.target_label },
  {
    header: 'تغییر',
    cell: (r) => (
      <Text size="xs" dir="auto">
        {describeAuditChange(r.action, r.before, r.after)}
      </Text>
    ),
  },
];

/**
 * The admin actions of an area (admin_audit_log), newest first, on the screen where they are
 * taken; «بیشتر» appends the next older page (keyset cursor from admin.auditPage). With
 * `target` it lists one thing's actions (an order on its details) under a small heading of its
 * own, as the details' other parts are, inside a dialog or a page.
 */
export function AuditList({ area, target }: { area: AuditArea; target?: { id: string; title: string } }) {
  const title = target?.title ?? AUDIT_AREA_TITLES[area];
  const audit = trpc.admin.auditPage.useInfiniteQuery({ area, target_id: target?.id, limit: ADMIN_LIMITS.auditItems }, { getNextPageParam: (last) => last.next });
  const testId = target ? `audit-${area}-target` : `audit-${area}`;
  const list = (
    <QueryView query={audit} errorText={ADMIN_MSG.auditLoad} isEmpty={(d) => d.pages[0]!.rows.length === 0} emptyText={ADMIN_MSG.noAudit}>
      {(data) => (
        <>
          <DataTable rows={data.pages.flatMap((p) => p.rows)} columns={AUDIT_COLUMNS} label={title} minWidth={560} testId={testId} />
          {audit.hasNextPage && (
            <Group justify="center">
              <Button variant="light" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()} data-testid={`${testId}-more`}>
                {AUDIT_MORE_LABEL}
              </Button>
            </Group>
          )}
        </>
      )}
    </QueryView>
  );
  if (target) {
    return (
      <Stack gap={4}>
        <Text fw={600}>{title}</Text>
        {list}
      </Stack>
    );
  }
  return <Section title={title}>{list}</Section>;
}
