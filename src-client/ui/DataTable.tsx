import type { ReactNode } from 'react';
import { Card, Stack, Table, type TableProps, type TableTrProps } from '@mantine/core';
import { TableScroll } from './TableScroll';
import { usePhone } from './usePhone';
import classes from './DataTable.module.css';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Latin text (IBANs, codes) reads left to right inside the RTL table. */
  ltr?: boolean;
  /**
   * Where the column goes on a phone's card: `title` heads the card without a label, `actions`
   * spans the card's foot, `hide` is left out (a thumbnail); by default a «label: value» line.
   */
  phone?: 'title' | 'actions' | 'hide';
}

type RowProps = TableTrProps & { [data: `data-${string}`]: string | undefined };

export interface DataTableProps<Row> {
  rows: Row[];
  columns: Column<Row>[];
  /** Names the scroll box on a wide screen and the list on a phone. */
  label: string;
  minWidth: number;
  testId?: string;
  /** On each `<tr>` and each phone card, so the same selector finds a row at any width. */
  rowTestId?: string;
  tableProps?: TableProps;
  /** Extra props of a desktop row (a click, a highlight); a phone card takes only `rowTestId`. */
  rowProps?: (row: Row) => RowProps;
  /** A page's own card for a row, when the generic «label: value» card reads worse. */
  phoneCard?: (row: Row) => ReactNode;
}

/**
 * The lists of the app: a striped table on a wide screen, and below the theme's `sm` breakpoint
 * one card a row (label: value lines, the actions full width at the foot). A 700 px table on a
 * 375 px phone scrolled sideways and hid the status and the buttons past the edge.
 */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  const phone = usePhone();
  return phone ? <PhoneCards {...props} /> : <WideTable {...props} />;
}

function WideTable<Row extends { id: string }>({ rows, columns, label, minWidth, testId, rowTestId, tableProps, rowProps }: DataTableProps<Row>) {
  return (
    <TableScroll minWidth={minWidth} label={label}>
      <Table striped {...tableProps} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={i}>{c.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={rowTestId} {...rowProps?.(row)}>
              {columns.map((c, i) => (
                <Table.Td key={i} dir={c.ltr ? 'ltr' : undefined}>
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

function PhoneCards<Row extends { id: string }>({ rows, columns, label, testId, rowTestId, phoneCard }: DataTableProps<Row>) {
  const titles = columns.filter((c) => c.phone === 'title');
  const pairs = columns.filter((c) => c.phone === undefined);
  const actions = columns.filter((c) => c.phone === 'actions');
  return (
    <Stack gap="xs" role="list" aria-label={label} data-testid={testId}>
      {rows.map((row) =>
        phoneCard ? (
          <div key={row.id} role="listitem">
            {phoneCard(row)}
          </div>
        ) : (
          <Card key={row.id} role="listitem" withBorder radius="md" padding="sm" className={classes.card} data-testid={rowTestId}>
            <Stack gap="xs">
              {titles.map((c, i) => (
                <div key={i} dir={c.ltr ? 'ltr' : undefined}>
                  {c.cell(row)}
                </div>
              ))}
              {pairs.length > 0 && (
                <dl className={classes.pairs}>
                  {pairs.map((c, i) => (
                    <PhonePair key={i} label={c.header} ltr={c.ltr}>
                      {c.cell(row)}
                    </PhonePair>
                  ))}
                </dl>
              )}
              {actions.map((c, i) => (
                <div key={i} className={classes.actions}>
                  {c.cell(row)}
                </div>
              ))}
            </Stack>
          </Card>
        ),
      )}
    </Stack>
  );
}

function PhonePair({ label, ltr, children }: { label: string; ltr?: boolean; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd dir={ltr ? 'ltr' : undefined}>{children}</dd>
    </>
  );
}
