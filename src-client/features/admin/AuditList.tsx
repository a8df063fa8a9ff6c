import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { ADMIN_MSG } from '@shared/admin/messages';
import { ADMIN_LIMITS } from '@shared/admin/schemas';
import { AUDIT_ALL_TITLE, AUDIT_AREA_SCREENS, AUDIT_AREA_TITLES, AUDIT_MORE_LABEL, auditActionLabel, describeAuditChange, type AuditArea } from '@shared/admin/audit';
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

/** The list of every area's actions names each row's area, linked to the screen where it was taken. */
const AREA_COLUMN: Column<AuditRow> = {
  header: 'بخش',
  cell: (r) => {
    const screen = Object.hasOwn(AUDIT_AREA_SCREENS, r.area) ? AUDIT_AREA_SCREENS[r.area as AuditArea] : null;
    return screen ? (
      <Anchor component={Link} href={screen.path} size="sm">
        {screen.label}
      </Anchor>
    ) : (
      r.area
    );
  },
};
const ALL_AREAS_COLUMNS = [...AUDIT_COLUMNS.slice(0, 2), AREA_COLUMN, ...AUDIT_COLUMNS.slice(2)];

/**
 * The admin actions of an area (admin_audit_log), newest first, on the screen where they are
 * taken; «بیشتر» appends the next older page (keyset cursor from admin.auditPage). With
 * `target` it lists one thing's actions (an order on its details) under a small heading of its
 * own, as the details' other parts are, inside a dialog or a page. With `area` null it lists
 * every area's actions (the dashboard), each row naming its area.
 */
export function AuditList({ area, target }: { area: AuditArea | null; target?: { id: string; title: string } }) {
  const title = target?.title ?? (area ? AUDIT_AREA_TITLES[area] : AUDIT_ALL_TITLE);
  const audit = trpc.admin.auditPage.useInfiniteQuery({ area, target_id: target?.id, limit: ADMIN_LIMITS.auditItems }, { getNextPageParam: (last) => last.next });
  const testId = `audit-${area ?? 'all'}${target ? '-target' : ''}`;
  const list = (
    <QueryView query={audit} errorText={ADMIN_MSG.auditLoad} isEmpty={(d) => d.pages[0]!.rows.length === 0} emptyText={ADMIN_MSG.noAudit}>
      {(data) => (
        <>
          <DataTable rows={data.pages.flatMap((p) => p.rows)} columns={area ? AUDIT_COLUMNS : ALL_AREAS_COLUMNS} label={title} minWidth={area ? 560 : 640} testId={testId} />
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
