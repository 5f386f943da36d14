// The dashboards' way to the moderation page, with how many compliments wait for review.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { t, useMessages } from '../../../lib/i18n';
import { useModerationSummary } from '../api/get-moderation-summary';
import { moderationButtonsCatalog } from '../moderation-buttons-messages';

export function ModerationLink() {
  const m = useMessages(moderationButtonsCatalog);
  const summary = useModerationSummary();
  const pending = summary.data?.pendingCount;
  return (
    <Button asChild variant="outline">
      <Link href={paths.adminModeration}>
        <ShieldAlert aria-hidden="true" />
        {pending === undefined ? m.moderation : t(m.moderationPending, { count: pending })}
      </Link>
    </Button>
  );
}
