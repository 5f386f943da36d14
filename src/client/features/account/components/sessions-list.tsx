// Account settings (PRODUCT 11.4): the Sessions card's content, a chunk of its own. Where the
// member is signed in, "This device" first, with End session for each other one and End all other
// sessions.
import { Monitor, Smartphone } from 'lucide-react';
import type { AccountSession } from '../../../../contract/account-sessions';
import { sessionsCatalog, type SESSIONS_MESSAGES } from '../../../../contract/sessions-messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date';
import { t, useMessages } from '../../../lib/i18n';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

type Texts = ReturnType<typeof useMessages<typeof SESSIONS_MESSAGES>>;

function sessionName(session: AccountSession, m: Texts): string {
  return t(m.sessionName, {
    browser: session.browser ?? m.unknownBrowser,
    system: session.system ?? m.unknownSystem,
  });
}

/** Phones and tablets by their system; everything else reads as a computer. */
const MOBILE_SYSTEMS = /^(iOS|iPadOS|Android)/;

function SessionRow({
  session,
  ending,
  onEnd,
}: {
  session: AccountSession;
  ending: boolean;
  onEnd: () => void;
}) {
  const m = useMessages(sessionsCatalog);
  const name = sessionName(session, m);
  const Icon = MOBILE_SYSTEMS.test(session.system ?? '') ? Smartphone : Monitor;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="session-row"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere]">
            <bdi>{name}</bdi>
            {session.current ? <Badge variant="success">{m.thisDevice}</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.current
              ? m.activeNow
              : t(m.lastUsed, { date: formatDateTime(session.lastUsedAt) })}
            {' · '}
            {t(m.signedIn, { date: formatDateTime(session.createdAt) })}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          onClick={onEnd}
          disabled={ending}
          aria-label={t(m.endSessionNamed, { name })}
        >
          {ending ? <Spinner /> : null}
          {m.endSession}
        </Button>
      )}
    </li>
  );
}

/** The member's sessions with their buttons: the content of the Sessions card. */
export function SessionsList() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const m = useMessages(sessionsCatalog);
  const list = sessions.data?.sessions ?? [];
  const hasOthers = list.some((session) => !session.current);

  if (sessions.isPending) return <Skeleton className="h-20 w-full" />;
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.loadFailed}
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label={m.listLabel}>
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={endSession.isPending && endSession.variables === session.id}
            onEnd={() => endSession.mutate(session.id)}
          />
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {hasOthers ? m.currentHint : m.onlyThisDevice}
      </p>
      {hasOthers ? (
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => endOthers.mutate()}
          disabled={endOthers.isPending}
        >
          {endOthers.isPending ? <Spinner /> : null}
          {m.endOthers}
        </Button>
      ) : null}
    </>
  );
}
