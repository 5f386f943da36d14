// The /admin user details dialog (PRODUCT 8): who the user is, what they did, and a message box.
import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../contract/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format-date';
import { useUserStats } from '../api/get-user-stats';
import { SendMessageForm } from './send-message-form';

function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2">
      {children}
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="mb-2 [overflow-wrap:anywhere] sm:mb-0">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-2xl border border-border p-4">
      <h3 className="font-display text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}

function UserStatistics({ userId }: { userId: number }) {
  const stats = useUserStats(userId);
  if (stats.isPending) {
    return (
      <div className="grid gap-2" role="status">
        <span className="sr-only">Loading statistics…</span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-destructive">Could not load the statistics: {stats.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void stats.refetch()}
          disabled={stats.isFetching}
        >
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <Facts>
      <Fact term="Compliments submitted">{stats.data.submittedCount}</Fact>
      <Fact term="Compliments received">{stats.data.receivedCount}</Fact>
      <Fact term="Last compliment submitted">
        {formatDateTime(stats.data.lastComplimentSubmitted, 'Never')}
      </Fact>
      <Fact term="Last compliment received">
        {formatDateTime(stats.data.lastComplimentReceived, 'Never')}
      </Fact>
    </Facts>
  );
}

/** `user` stays set while the dialog closes, so its content does not vanish mid-animation. */
export function UserDetailsDialog({
  user,
  open,
  onOpenChange,
}: {
  user: AdminUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {user ? (
          <>
            <DialogHeader>
              <DialogTitle>User Details</DialogTitle>
              <DialogDescription className="[overflow-wrap:anywhere]">
                {user.username}
              </DialogDescription>
            </DialogHeader>
            <Section title="User Information">
              <Facts>
                <Fact term="ID">{user.id}</Fact>
                <Fact term="Username">{user.username}</Fact>
                <Fact term="Email">{user.email}</Fact>
                <Fact term="Role">
                  {user.isAdmin ? <Badge>Admin</Badge> : <Badge variant="secondary">User</Badge>}
                </Fact>
                <Fact term="Karma Points">{user.karmaPoints}</Fact>
                <Fact term="Registration Date">{formatDateTime(user.createdAt)}</Fact>
                <Fact term="Last Login">{formatDateTime(user.lastLogin, 'Never')}</Fact>
              </Facts>
            </Section>
            <Section title="Statistics">
              <UserStatistics userId={user.id} />
            </Section>
            <Section title="Send Message to User">
              <SendMessageForm key={user.id} userId={user.id} username={user.username} />
            </Section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
