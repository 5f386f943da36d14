// The /simple-admin Users tab (PRODUCT 8): the Registered Users table with role and last activity.
import { Users } from 'lucide-react';
import type { AdminUser } from '../../../../contract/admin';
import { MESSAGES } from '../../../../contract/messages';
import { countColumn, dateColumn, textColumn } from '../../../components/data/admin-columns';
import { AdminListCard } from '../../../components/data/admin-list-card';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { Badge } from '../../../components/ui/badge';
import { useAdminUsers } from '../api/get-admin-users';
import { SuspensionBadge } from './suspension-badge';

const COLUMNS: AdminColumn<AdminUser>[] = [
  {
    header: 'ID',
    cell: (user) => user.id,
    className: 'font-mono text-xs text-muted-foreground',
    skeleton: 'w-8',
  },
  textColumn('Username', (user) => user.username, { className: 'max-w-56 font-medium' }),
  textColumn('Email', (user) => user.email, { className: 'max-w-64' }),
  countColumn('Karma', (user) => user.karmaPoints),
  {
    header: 'Role',
    cell: (user) => (
      <div className="flex flex-wrap gap-1.5">
        {user.isAdmin ? <Badge>Admin</Badge> : <Badge variant="secondary">User</Badge>}
        {user.suspension ? <SuspensionBadge suspension={user.suspension} /> : null}
      </div>
    ),
  },
  // The latest sign of life: activity the server saw, else the last log-in.
  dateColumn('Last Active', (user) => user.lastActiveAt ?? user.lastLogin, {
    withTime: true,
    empty: 'Never',
    className: 'text-muted-foreground',
  }),
];

export function RegisteredUsersCard() {
  const users = useAdminUsers();
  const count = users.data?.length;

  return (
    <AdminListCard
      title="Registered Users"
      description={
        count === undefined
          ? 'Everyone with an account.'
          : `${count} ${count === 1 ? 'account' : 'accounts'}, newest first.`
      }
      list={users}
      errorTitle={MESSAGES.errorLoadingUsers}
      empty={{
        icon: Users,
        title: MESSAGES.noUsersFound,
        text: 'New accounts appear here as people join.',
      }}
      flush
    >
      <AdminTable columns={COLUMNS} rows={users.data} rowKey={(user) => user.id} />
    </AdminListCard>
  );
}
