// Every admin list is this one table: its columns are data (header, cell, alignment), so a list
// says only what it shows, and the table semantics, loading rows and empty row are the same in all.
import type { ReactNode } from 'react';
import { SKELETON_ROWS } from '../../../contract/constants';
import { cn } from '../../lib/cn';
import { localize, useMessages } from '../../lib/i18n';
import { Skeleton } from '../ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { dataCatalog } from './data-messages';

export interface AdminColumn<Row> {
  /**
   * The column's name, in its header cell, and its key among the columns: a name a loaded catalog
   * holds in English is shown in the page's language.
   */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and buttons line up at the end (the right, or the left right to left), header included. */
  align?: 'right';
  /** The name is for screen readers only: the column's content speaks for itself on screen. */
  hideHeader?: boolean;
  /** Classes of the body cells. */
  className?: string;
  /** Classes of the header cell, on top of the alignment. */
  headClassName?: string;
  /** The full text of a cell that truncates, as its tooltip. */
  title?: (row: Row) => string | undefined;
  /** The loading placeholder's size where the default bar would mislead (long names, images). */
  skeleton?: string;
}

export function AdminTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  busy = rows === undefined,
  empty,
  toolbar,
}: {
  /** The table's accessible name. */
  label?: string;
  columns: readonly AdminColumn<Row>[];
  /** Undefined while the list loads: placeholder rows stand in for it. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  busy?: boolean;
  /** What a list with no rows says, in a row of its own. */
  empty?: { title: ReactNode; text?: ReactNode };
  /** Above the table: counts, filters, refresh. */
  toolbar?: ReactNode;
}) {
  // Loaded here so that the shared column names (Actions) are among those `localize` knows.
  useMessages(dataCatalog);
  return (
    <>
      {toolbar}
      <Table aria-label={label} aria-busy={busy}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead
                key={column.header}
                className={cn(column.align === 'right' && 'text-end', column.headClassName)}
              >
                {column.hideHeader ? (
                  <span className="sr-only">{localize(column.header)}</span>
                ) : (
                  localize(column.header)
                )}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows === undefined
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={index} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <TableCell key={column.header}>
                      <Skeleton className={cn('h-4 w-20', column.skeleton)} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {rows?.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="py-12 text-center">
                <p className="font-semibold">{empty.title}</p>
                {empty.text ? (
                  <p className="mt-1 text-sm text-muted-foreground">{empty.text}</p>
                ) : null}
              </TableCell>
            </TableRow>
          ) : null}
          {rows?.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  className={cn(column.align === 'right' && 'text-end', column.className)}
                  title={column.title?.(row)}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
