// The dashboards' way to the moderation page, with how many compliments wait for review.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useModerationSummary } from '../api/get-moderation-summary';

export function ModerationLink() {
  const summary = useModerationSummary();
  const pending = summary.data?.pendingCount;
  return (
    <Button asChild variant="outline">
      <Link href={paths.adminModeration}>
        <ShieldAlert aria-hidden="true" />
        {pending === undefined ? 'Moderation' : `Moderation (${pending})`}
      </Link>
    </Button>
  );
}
