// A date in an admin list as a <time> element, so assistive technology and machines read the
// instant while people read the day, or the day and time; a day shows its time on hover.
import { formatDate, formatDateTime } from '../../lib/format-date';

export function DateCell({
  iso,
  withTime = false,
  empty = '—',
}: {
  iso: string | null;
  withTime?: boolean;
  /** Shown, muted, when there is no date. */
  empty?: string;
}) {
  if (!iso) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <time dateTime={iso} title={withTime ? undefined : formatDateTime(iso)}>
      {withTime ? formatDateTime(iso) : formatDate(iso)}
    </time>
  );
}
