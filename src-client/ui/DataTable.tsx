import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { TableScroll } from './TableScroll';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Latin text (IBANs, codes) reads left to right inside the RTL table. */
  ltr?: boolean;
}

/**
 * A striped table of rows described by columns, scrolling sideways in its own box on a phone
 * (TableScroll). The lists of the admin pages share it, so a column is one line, not a header cell
 * and a body cell kept in step by hand.
 */
export function DataTable<Row extends { id: string }>({ rows, columns, label, minWidth, testId, rowTestId }: { rows: Row[]; columns: Column<Row>[]; label: string; minWidth: number; testId?: string; rowTestId?: string }) {
  return (
    <TableScroll minWidth={minWidth} label={label}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={rowTestId}>
              {columns.map((c) => (
                <Table.Td key={c.header} dir={c.ltr ? 'ltr' : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
