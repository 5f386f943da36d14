// The kinds of column that recur across admin lists, so each list names its columns in a line:
// truncating text, dates, counts, target countries and the row's buttons.
import type { ReactNode } from 'react';
import type { AdminColumn } from './admin-table';
import { CountrySummary } from './country-summary';
import { DateCell } from './date-cell';

/**
 * Text that stops at the cell's width (set in `className`) with the whole of it on hover, or with
 * `wrap`, text that breaks anywhere rather than widen the table.
 */
export function textColumn<Row>(
  header: string,
  text: (row: Row) => string,
  { className, wrap = false, skeleton }: { className: string; wrap?: boolean; skeleton?: string },
): AdminColumn<Row> {
  return wrap
    ? { header, cell: text, className: `[overflow-wrap:anywhere] ${className}`, skeleton }
    : { header, cell: text, title: text, className: `truncate ${className}`, skeleton };
}

export function dateColumn<Row>(
  header: string,
  iso: (row: Row) => string | null,
  { withTime, empty, className }: { withTime?: boolean; empty?: string; className?: string } = {},
): AdminColumn<Row> {
  return {
    header,
    cell: (row) => <DateCell iso={iso(row)} withTime={withTime} empty={empty} />,
    className: `whitespace-nowrap ${className ?? ''}`,
  };
}

/** Counts in tabular figures; `align` puts a group of figures in line on the right. */
export function countColumn<Row>(
  header: string,
  count: (row: Row) => number | string,
  align?: 'right',
): AdminColumn<Row> {
  return { header, cell: count, align, className: 'tabular-nums' };
}

/** An ad's or a promotion's target countries: "All countries", or two names and "+N more". */
export function countriesColumn<Row>(
  header: string,
  codes: (row: Row) => readonly string[],
  className: string,
): AdminColumn<Row> {
  return { header, cell: (row) => <CountrySummary codes={codes(row)} />, className };
}

/** The row's buttons, last and on the right; they name themselves, so the header is for screen readers. */
export function actionsColumn<Row>(
  cell: (row: Row) => ReactNode,
  classes: Pick<AdminColumn<Row>, 'className' | 'headClassName'> = {},
): AdminColumn<Row> {
  return { header: 'Actions', hideHeader: true, align: 'right', cell, ...classes };
}
