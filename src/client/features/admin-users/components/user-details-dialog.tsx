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
import { uiCatalog } from '../../../components/ui/ui-messages';
import { formatDateTime } from '../../../lib/format-date';
import { t, useMessages } from '../../../lib/i18n';
import { adminUsersCatalog } from '../admin-users-messages';
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

/** A count in the page language's digits. */
const count = (value: number) => t('{count}', { count: value });

function UserStatistics({ userId }: { userId: number }) {
  const m = useMessages(adminUsersCatalog);
  const ui = useMessages(uiCatalog);
  const stats = useUserStats(userId);
  if (stats.isPending) {
    return (
      <div className="grid gap-2" role="status">
        <span className="sr-only">{m.loadingStatistics}</span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-destructive">{t(m.statisticsError, { reason: stats.error.message })}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void stats.refetch()}
          disabled={stats.isFetching}
        >
          {ui.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <Facts>
      <Fact term={m.submittedCount}>{count(stats.data.submittedCount)}</Fact>
      <Fact term={m.receivedCount}>{count(stats.data.receivedCount)}</Fact>
      <Fact term={m.lastSubmitted}>
        {formatDateTime(stats.data.lastComplimentSubmitted, m.never)}
      </Fact>
      <Fact term={m.lastReceived}>
        {formatDateTime(stats.data.lastComplimentReceived, m.never)}
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
  const m = useMessages(adminUsersCatalog);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {user ? (
          <>
            <DialogHeader>
              <DialogTitle>{m.userDetails}</DialogTitle>
              <DialogDescription dir="auto" className="[overflow-wrap:anywhere]">
                {user.username}
              </DialogDescription>
            </DialogHeader>
            <Section title={m.userInformation}>
              <Facts>
                <Fact term={m.id}>{user.id}</Fact>
                <Fact term={m.username}>
                  <bdi>{user.username}</bdi>
                </Fact>
                <Fact term={m.email}>
                  <bdi>{user.email}</bdi>
                </Fact>
                <Fact term={m.role}>
                  {user.isAdmin ? (
                    <Badge>{m.admin}</Badge>
                  ) : (
                    <Badge variant="secondary">{m.user}</Badge>
                  )}
                </Fact>
                <Fact term={m.karmaPoints}>{count(user.karmaPoints)}</Fact>
                <Fact term={m.registrationDate}>{formatDateTime(user.createdAt)}</Fact>
                <Fact term={m.lastLogin}>{formatDateTime(user.lastLogin, m.never)}</Fact>
              </Facts>
            </Section>
            <Section title={m.statistics}>
              <UserStatistics userId={user.id} />
            </Section>
            <Section title={m.sendMessageTitle}>
              <SendMessageForm key={user.id} userId={user.id} username={user.username} />
            </Section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
