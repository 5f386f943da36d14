// The /admin Users tab (PRODUCT 8): the users table with a Details button per user, and a member's
// suspension with Suspend and Lift Suspension.
import { Info, RotateCw, UserCheck, UserX, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../contract/admin';
import { SKELETON_ROWS } from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
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
import { toastOnSettled } from '../../../hooks/use-toast-mutation';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useAdminUsers } from '../api/get-admin-users';
import { useLiftSuspension } from '../api/lift-suspension';
import { SuspendMemberDialog } from './suspend-member-dialog';
import { SuspensionBadge } from './suspension-badge';
import { UserDetailsDialog } from './user-details-dialog';

const COLUMNS = [
  'Username',
  'Email',
  'Registration Date',
  'Last Login',
  'Karma Points',
  'Actions',
] as const;

/** On a phone the table scrolls sideways; the Details button stays in view at the right edge. */
const STICKY_ACTIONS =
  'max-sm:sticky max-sm:right-0 max-sm:bg-card max-sm:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]';
/** Its header cell sticks too, in the header row's tint, so no column title shows through. */
const STICKY_ACTIONS_HEAD =
  'max-sm:sticky max-sm:right-0 max-sm:bg-[color-mix(in_srgb,var(--muted)_60%,var(--card))]';

export function AdminUsersTable() {
  const users = useAdminUsers();
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [open, setOpen] = useState(false);
  const [toSuspend, setToSuspend] = useState<AdminUser | null>(null);
  const [suspending, setSuspending] = useState(false);
  const lift = useLiftSuspension();

  const onLift = (user: AdminUser) =>
    lift.mutate(
      user.id,
      toastOnSettled({
        success: 'Suspension lifted',
        failure: 'Failed to lift the suspension',
      }),
    );

  const showDetails = (user: AdminUser) => {
    setSelected(user);
    setOpen(true);
  };

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
      </div>
    );
  } else {
    body = (
      <Table aria-busy={users.isPending}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((column) => (
              <TableHead
                key={column}
                className={cn(column === 'Actions' && ['text-right', STICKY_ACTIONS_HEAD])}
              >
                {column === 'Actions' ? <span className="sr-only">Actions</span> : column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.data
            ? users.data.map((user) => (
                <TableRow key={user.id}>
                  <TableCell className="max-w-56 font-medium">
                    <span className="block truncate" title={user.username}>
                      {user.username}
                    </span>
                    {/* The cell is narrow: the date wraps rather than running into the email. */}
                    {user.suspension ? (
                      <SuspensionBadge
                        suspension={user.suspension}
                        className="mt-1.5 rounded-lg whitespace-normal"
                      />
                    ) : null}
                  </TableCell>
                  <TableCell className="max-w-64 truncate" title={user.email}>
                    {user.email}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    {formatDateTime(user.lastLogin, 'Never')}
                  </TableCell>
                  <TableCell className="tabular-nums">{user.karmaPoints}</TableCell>
                  <TableCell className={cn('text-right', STICKY_ACTIONS)}>
                    <div className="flex justify-end gap-1.5">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => showDetails(user)}
                        aria-label={`Details for ${user.username}`}
                      >
                        <Info aria-hidden="true" />
                        Details
                      </Button>
                      {user.isAdmin ? null : user.suspension ? (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => onLift(user)}
                          disabled={lift.isPending && lift.variables === user.id}
                          aria-label={`Lift the suspension of ${user.username}`}
                        >
                          <UserCheck aria-hidden="true" />
                          <span className="max-sm:sr-only">Lift Suspension</span>
                        </Button>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => {
                            setToSuspend(user);
                            setSuspending(true);
                          }}
                          aria-label={`Suspend ${user.username}`}
                        >
                          <UserX aria-hidden="true" />
                          <span className="max-sm:sr-only">Suspend</span>
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton className="h-4 w-24" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Users</CardTitle>
          <CardDescription>
            Open a user&apos;s details to see their activity or send a message, or suspend a member.
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
      <UserDetailsDialog user={selected} open={open} onOpenChange={setOpen} />
      <SuspendMemberDialog user={toSuspend} open={suspending} onOpenChange={setSuspending} />
    </Card>
  );
}
