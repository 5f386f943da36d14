// The kinds of column that recur across admin lists, so each list names its columns in a line:
// truncating text, dates, counts and the row's buttons. Target countries are a column of their
// own (country-summary.tsx): the country names come with the contract's schemas and zod, which
// the users table on /admin's first screen does without (DECISIONS 69).
import type { ReactNode } from 'react';
import { DATA_MESSAGES } from './data-messages';
import type { AdminColumn } from './admin-table';
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
    : {
        header,
        // Names, addresses and titles are what people wrote, shortened on purpose (the title
        // holds the whole), and no translation touches them.
        cell: (row) => <span translate="no">{text(row)}</span>,
        title: text,
        className: `truncate ${className}`,
        skeleton,
      };
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

/** Counts in tabular figures; `align` puts a group of figures in line at the end. */
export function countColumn<Row>(
  header: string,
  count: (row: Row) => number | string,
  align?: 'right',
): AdminColumn<Row> {
  return { header, cell: count, align, className: 'tabular-nums' };
}

/**
 * The row's buttons, last and at the end; they name themselves, so the header is for screen
 * readers. Its English name is the column's key: the table shows it translated.
 */
export function actionsColumn<Row>(
  cell: (row: Row) => ReactNode,
  classes: Pick<AdminColumn<Row>, 'className' | 'headClassName'> = {},
): AdminColumn<Row> {
  return { header: DATA_MESSAGES.actions, hideHeader: true, align: 'right', cell, ...classes };
}
