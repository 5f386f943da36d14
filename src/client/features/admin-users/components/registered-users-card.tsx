// The /simple-admin Users tab (PRODUCT 8): the Registered Users table with role and last activity.
import { RotateCw, Users } from 'lucide-react';
import { SKELETON_ROWS } from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
import type { AdminUser } from '../../../../contract/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { useAdminUsers } from '../api/get-admin-users';
import { SuspensionBadge } from './suspension-badge';

const COLUMNS = ['ID', 'Username', 'Email', 'Karma', 'Role', 'Last Active'] as const;

/** The latest sign of life: activity the server saw, else the last log-in. */
const lastActive = (user: AdminUser) => user.lastActiveAt ?? user.lastLogin;

function UserRow({ user }: { user: AdminUser }) {
  const active = lastActive(user);
  return (
    <TableRow>
      <TableCell className="font-mono text-xs text-muted-foreground">{user.id}</TableCell>
      <TableCell className="max-w-56 truncate font-medium" title={user.username}>
        {user.username}
      </TableCell>
      <TableCell className="max-w-64 truncate" title={user.email}>
        {user.email}
      </TableCell>
      <TableCell className="tabular-nums">{user.karmaPoints}</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1.5">
          {user.isAdmin ? <Badge>Admin</Badge> : <Badge variant="secondary">User</Badge>}
          {user.suspension ? <SuspensionBadge suspension={user.suspension} /> : null}
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        {active ? <time dateTime={active}>{formatDateTime(active)}</time> : 'Never'}
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <TableRow key={row}>
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton className={cn('h-4', column === 'ID' ? 'w-8' : 'w-24')} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

export function RegisteredUsersCard() {
  const users = useAdminUsers();
  const count = users.data?.length;

  let body;
  if (users.isError) {
    body = (
      <div className="px-6 pb-6 sm:px-8">
        <ErrorPanel
          title={MESSAGES.errorLoadingUsers}
          text={users.error.message}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      </div>
    );
  } else if (users.data?.length === 0) {
    body = (
      <div className="mx-6 mb-6 flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center sm:mx-8">
        <Users className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-display text-lg font-bold">{MESSAGES.noUsersFound}</p>
        <p className="text-sm text-muted-foreground">New accounts appear here as people join.</p>
      </div>
    );
  } else {
    body = (
      <Table aria-busy={users.isPending}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.data ? (
            users.data.map((user) => <UserRow key={user.id} user={user} />)
          ) : (
            <SkeletonRows />
          )}
        </TableBody>
      </Table>
    );
  }

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Registered Users</CardTitle>
          <CardDescription>
            {count === undefined
              ? 'Everyone with an account.'
              : `${count} ${count === 1 ? 'account' : 'accounts'}, newest first.`}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void users.refetch()}
          disabled={users.isFetching}
        >
          <RotateCw className={cn(users.isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="px-0 pb-2 sm:px-0 sm:pb-2">{body}</CardContent>
    </Card>
  );
}
