// A date in an admin list as a <time> element, so assistive technology and machines read the
// instant while people read one of the app's date wordings.
import { format } from 'date-fns';
import { formatDate, formatDateTime } from '../../lib/format-date';

const WORDINGS = {
  /** "15 Jan 2031", with the time on hover: the ads and promotions lists. */
  day: (iso: string) => ({
    text: format(new Date(iso), 'd MMM yyyy'),
    title: format(new Date(iso), 'd MMM yyyy, HH:mm'),
  }),
  /** "Jan 15, 2031". */
  date: (iso: string) => ({ text: formatDate(iso), title: undefined }),
  /** "Jan 15, 2031, 9:30 AM". */
  'date-time': (iso: string) => ({ text: formatDateTime(iso), title: undefined }),
};

export function DateCell({
  iso,
  wording = 'day',
  empty = '—',
}: {
  iso: string | null;
  wording?: keyof typeof WORDINGS;
  /** Shown, muted, when there is no date. */
  empty?: string;
}) {
  if (!iso) return <span className="text-muted-foreground">{empty}</span>;
  const { text, title } = WORDINGS[wording](iso);
  return (
    <time dateTime={iso} title={title}>
      {text}
    </time>
  );
}
