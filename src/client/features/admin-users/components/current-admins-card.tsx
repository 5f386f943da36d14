// Beside the create form: who already holds admin rights, so nobody creates a duplicate by mistake.
import { ShieldCheck } from 'lucide-react';
import { MESSAGES } from '../../../../contract/messages';
import { TitledCard } from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import { useAdminUsers } from '../api/get-admin-users';

export function CurrentAdminsCard() {
  const users = useAdminUsers();
  const admins = users.data?.filter((user) => user.isAdmin);

  return (
    <TitledCard
      title="Current Admins"
      description={
        admins ? `${admins.length} ${admins.length === 1 ? 'admin' : 'admins'}` : 'Loading…'
      }
    >
      {users.isError ? (
        <ErrorPanel
          title={MESSAGES.errorLoadingUsers}
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
              <span className="min-w-0 flex-1 truncate text-sm font-medium" title={admin.email}>
                {admin.email}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">
                joined {formatDate(admin.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid gap-2" role="status">
          <span className="sr-only">Loading admins…</span>
          <Skeleton className="h-11 w-full rounded-xl" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      )}
    </TitledCard>
  );
}
