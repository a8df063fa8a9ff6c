import type { ReactNode } from 'react';
import { Card, Stack, Table, type TableProps, type TableTrProps } from '@mantine/core';
import { TableScroll } from './TableScroll';
import { usePhone } from './usePhone';
import { focusRows } from './FocusRescue';
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

/**
 * How a row stands out, the same on the table's row and the phone's card: `archived` faded (a
 * product taken off the store), `selected` tinted (the ticket open beside the list).
 */
export type RowLook = 'archived' | 'selected';

/** The row's look as the class and attribute both layouts put on their row or card (after `base`, the card's own class). */
function lookProps(look: RowLook | undefined, base?: string) {
  const className = [base, look && classes[look]].filter(Boolean).join(' ');
  return { className: className || undefined, 'data-look': look };
}

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
  /** Extra props of a desktop row (a click); a phone card takes only `rowTestId`. Looks go in `rowLook`. */
  rowProps?: (row: Row) => RowProps;
  /** The row's look, drawn alike on the desktop row and the phone card (one place decides it). */
  rowLook?: (row: Row) => RowLook | undefined;
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

function WideTable<Row extends { id: string }>({ rows, columns, label, minWidth, testId, rowTestId, tableProps, rowProps, rowLook }: DataTableProps<Row>) {
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
        {/* A row's button that goes with its row leaves focus on the next row's button. */}
        <Table.Tbody {...focusRows}>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={rowTestId} {...rowProps?.(row)} {...lookProps(rowLook?.(row))}>
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

function PhoneCards<Row extends { id: string }>({ rows, columns, label, testId, rowTestId, phoneCard, rowLook }: DataTableProps<Row>) {
  const titles = columns.filter((c) => c.phone === 'title');
  const pairs = columns.filter((c) => c.phone === undefined);
  const actions = columns.filter((c) => c.phone === 'actions');
  return (
    <Stack gap="xs" role="list" aria-label={label} data-testid={testId} {...focusRows}>
      {rows.map((row) =>
        phoneCard ? (
          <div key={row.id} role="listitem" {...lookProps(rowLook?.(row))}>
            {phoneCard(row)}
          </div>
        ) : (
          <Card key={row.id} role="listitem" withBorder radius="md" padding="sm" data-testid={rowTestId} {...lookProps(rowLook?.(row), classes.card)}>
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
