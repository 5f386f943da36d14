// The /simple-admin Users tab (PRODUCT 8): the Registered Users table with role and last activity.
import { Users } from 'lucide-react';
import type { AdminUser } from '../../../../contract/admin';
import { messagesCatalog } from '../../../../contract/messages';
import { countColumn, dateColumn, textColumn } from '../../../components/data/admin-columns';
import { AdminListCard } from '../../../components/data/admin-list-card';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { Badge } from '../../../components/ui/badge';
import { t, useMessages } from '../../../lib/i18n';
import { adminUsersCatalog, type AdminUsersTexts } from '../admin-users-messages';
import { useAdminUsers } from '../api/get-admin-users';
import { SuspensionBadge } from './suspension-badge';

const columns = (m: AdminUsersTexts): AdminColumn<AdminUser>[] => [
  {
    header: m.id,
    cell: (user) => user.id,
    className: 'font-mono text-xs text-muted-foreground',
    skeleton: 'w-8',
  },
  textColumn(m.username, (user) => user.username, { className: 'max-w-56 font-medium' }),
  textColumn(m.email, (user) => user.email, { className: 'max-w-64' }),
  countColumn(m.karma, (user) => user.karmaPoints),
  {
    header: m.role,
    cell: (user) => (
      <div className="flex flex-wrap gap-1.5">
        {user.isAdmin ? <Badge>{m.admin}</Badge> : <Badge variant="secondary">{m.user}</Badge>}
        {user.suspension ? <SuspensionBadge suspension={user.suspension} /> : null}
      </div>
    ),
  },
  // The latest sign of life: activity the server saw, else the last log-in.
  dateColumn(m.lastActive, (user) => user.lastActiveAt ?? user.lastLogin, {
    withTime: true,
    empty: m.never,
    className: 'text-muted-foreground',
  }),
];

export function RegisteredUsersCard() {
  const m = useMessages(adminUsersCatalog);
  const messages = useMessages(messagesCatalog);
  const users = useAdminUsers();
  const count = users.data?.length;

  return (
    <AdminListCard
      title={m.registeredTitle}
      description={count === undefined ? m.registeredDescription : t(m.accountCount, { count })}
      list={users}
      errorTitle={messages.errorLoadingUsers}
      empty={{
        icon: Users,
        title: messages.noUsersFound,
        text: m.registeredEmpty,
      }}
      flush
    >
      <AdminTable columns={columns(m)} rows={users.data} rowKey={(user) => user.id} />
    </AdminListCard>
  );
}
