// Beside the create form: who already holds admin rights, so nobody creates a duplicate by mistake.
import { ShieldCheck } from 'lucide-react';
import { messagesCatalog } from '../../../../contract/messages';
import { TitledCard } from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import { t, useMessages } from '../../../lib/i18n';
import { adminUsersCatalog } from '../admin-users-messages';
import { useAdminUsers } from '../api/get-admin-users';

export function CurrentAdminsCard() {
  const m = useMessages(adminUsersCatalog);
  const messages = useMessages(messagesCatalog);
  const users = useAdminUsers();
  const admins = users.data?.filter((user) => user.isAdmin);

  return (
    <TitledCard
      title={m.currentAdmins}
      description={admins ? t(m.adminCount, { count: admins.length }) : m.loading}
    >
      {users.isError ? (
        <ErrorPanel
          title={messages.errorLoadingUsers}
          text={users.error.message}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : admins ? (
        // One shrinkable column: a long email truncates instead of widening the card.
        <ul className="grid grid-cols-1 gap-2">
          {admins.map((admin) => (
            <li
              key={admin.id}
              className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5"
            >
              <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span
                dir="auto"
                className="min-w-0 flex-1 truncate text-start text-sm font-medium"
                title={admin.email}
              >
                {admin.email}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {t(m.joined, { date: formatDate(admin.createdAt) })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid gap-2" role="status">
          <span className="sr-only">{m.loadingAdmins}</span>
          <Skeleton className="h-11 w-full rounded-xl" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      )}
    </TitledCard>
  );
}
