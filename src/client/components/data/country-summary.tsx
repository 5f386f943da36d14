// A target list in an admin table, and its column: "All countries", or the first 2 names and
// "+N more" (PRODUCT 8).
import { listCountries, summarizeCountries } from '../../lib/format-countries';
import { t, useMessages } from '../../lib/i18n';
import type { AdminColumn } from './admin-table';
import { dataCatalog } from './data-messages';

function CountrySummary({ codes }: { codes: readonly string[] }) {
  const text = useMessages(dataCatalog);
  if (codes.length === 0) return <span className="text-muted-foreground">{text.allCountries}</span>;
  const { shown, more } = summarizeCountries(codes);
  const everyName = listCountries(codes);
  return (
    <span className="inline-flex flex-wrap items-center gap-1" title={everyName}>
      {shown.map((name) => (
        <span
          key={name}
          className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium whitespace-nowrap"
        >
          {name}
        </span>
      ))}
      {more > 0 ? (
        <span className="text-xs font-semibold whitespace-nowrap text-muted-foreground">
          {t(text.moreCountries, { count: more })}
        </span>
      ) : null}
    </span>
  );
}

/** An ad's or a promotion's target countries: "All countries", or two names and "+N more". */
export function countriesColumn<Row>(
  header: string,
  codes: (row: Row) => readonly string[],
  className: string,
): AdminColumn<Row> {
  return { header, cell: (row) => <CountrySummary codes={codes(row)} />, className };
}
