// A suspended member's state in the users tables: until when, or until an admin lifts it.
import type { AdminUser } from '../../../../contract/admin';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format-date';
import { t, useMessages } from '../../../lib/i18n';
import { adminUsersCatalog } from '../admin-users-messages';

export function SuspensionBadge({
  suspension,
  className,
}: {
  suspension: NonNullable<AdminUser['suspension']>;
  className?: string;
}) {
  const m = useMessages(adminUsersCatalog);
  return (
    <Badge variant="destructive" title={suspension.reason} className={className}>
      {suspension.until
        ? t(m.suspendedUntil, { date: formatDateTime(suspension.until) })
        : m.suspendedIndefinitely}
    </Badge>
  );
}
