import { Stack, Table, Text } from '@mantine/core';
import { ADMIN_MSG } from '@shared/admin/messages';
import { auditActionLabel, describeAuditChange } from '@shared/admin/audit';
import { formatJalaliDateTime } from '@shared/calendar/dates';
import { trpc } from '../../trpc';
import { QueryView, Section } from './admin-ui';
import { TableScroll } from '../../ui/TableScroll';

/** The newest admin actions of an area (admin_audit_log), on /admin/user and /admin/finance. */
export function AuditList({ area, title }: { area: 'users' | 'finance' | 'cafes' | 'orders'; title: string }) {
  const audit = trpc.admin.audit.useQuery({ area, limit: 10 });
  return (
    <Section title={title}>
      <QueryView query={audit} errorText={ADMIN_MSG.auditLoad} isEmpty={(d) => d.length === 0} emptyText={ADMIN_MSG.noAudit}>
        {(rows) => (
          <TableScroll minWidth={560} label={title}>
            <Table striped data-testid={`audit-${area}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>زمان</Table.Th>
                  <Table.Th>مدیر</Table.Th>
                  <Table.Th>اقدام</Table.Th>
                  <Table.Th>هدف</Table.Th>
                  <Table.Th>تغییر</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatJalaliDateTime(r.created_at)}</Table.Td>
                    <Table.Td>{r.admin_username}</Table.Td>
                    <Table.Td>{auditActionLabel(r.action)}</Table.Td>
                    <Table.Td>{r.target_label}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="xs" dir="auto">
                          {describeAuditChange(r.action, r.before, r.after)}
                        </Text>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </QueryView>
    </Section>
  );
}
