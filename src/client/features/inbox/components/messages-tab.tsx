// The profile's Messages tab (PRODUCT 20): admin messages and the thanks of this member's
// compliments, unread ones first to the eye.
import { useQueryClient } from '@tanstack/react-query';
import { Mail, MailOpen } from 'lucide-react';
import { useEffect } from 'react';
import { messagesCatalog } from '../../../../contract/messages';
import type { InboxMessage } from '../../../../contract/inbox';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { TabsContent, TabsTrigger } from '../../../components/ui/tabs';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { localize, pageLocale, t, useMessages } from '../../../lib/i18n';
import { useInbox } from '../api/get-inbox';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { useMarkMessageRead } from '../api/mark-message-read';
import { inboxCatalog } from '../inbox-messages';

const MESSAGES_TAB_VALUE = 'messages';

/** "Messages (N)", N being every message (just "Messages" until the inbox has loaded). */
// English writes its counts without grouping, as it always has.
const countValue = (count: number) => (pageLocale === 'en' ? String(count) : count);

function useMessagesTabText() {
  const { data } = useInbox();
  const m = useMessages(inboxCatalog);
  const unread = data?.unreadCount ?? 0;
  const label = data ? t(m.tabWithCount, { count: countValue(data.messages.length) }) : m.tab;
  return {
    label,
    unread,
    accessibleName: unread > 0 ? t(m.tabUnread, { label, count: countValue(unread) }) : label,
  };
}

/** The tab's text with a dot when some messages are unread. */
function MessagesTabLabel() {
  const { label, unread } = useMessagesTabText();
  return (
    <>
      {label}
      {unread > 0 ? <span aria-hidden="true" className="size-2 rounded-full bg-primary" /> : null}
    </>
  );
}

/** The fourth trigger of the profile's tab list; its name says how many messages are unread. */
export function MessagesTabTrigger() {
  const { accessibleName } = useMessagesTabText();
  return (
    <TabsTrigger value={MESSAGES_TAB_VALUE} aria-label={accessibleName}>
      <MessagesTabLabel />
    </TabsTrigger>
  );
}

/** The panel that goes with MessagesTabTrigger. */
export function MessagesTabContent() {
  return (
    <TabsContent value={MESSAGES_TAB_VALUE}>
      <MessagesList />
    </TabsContent>
  );
}

function MessageItem({ message }: { message: InboxMessage }) {
  const markRead = useMarkMessageRead();
  const m = useMessages(inboxCatalog);
  const unread = message.readAt === null;
  const onMarkRead = () => markRead.mutate(message.id);

  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5',
        unread ? 'border-primary/40 bg-secondary/50' : 'border-border bg-card',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'hidden size-10 shrink-0 items-center justify-center rounded-full sm:inline-flex',
          unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        {unread ? <Mail className="size-4" /> : <MailOpen className="size-4" />}
      </span>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">
            {/* The thanks of a compliment come from the app itself, not a person (PRODUCT 20.1). */}
            {t(message.from === 'kindly' ? m.fromKindly : m.fromTeam, { site: site.name })}
          </span>
          {unread ? <Badge>{m.new}</Badge> : null}
          <time dateTime={message.createdAt} className="text-muted-foreground">
            {formatDateTime(message.createdAt)}
          </time>
        </div>
        {/* Members' words are never translated and keep their own direction (PRODUCT 29). */}
        <p
          dir="auto"
          translate="no"
          className="whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]"
        >
          {message.message}
        </p>
      </div>
      {unread ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={onMarkRead}
          disabled={markRead.isPending}
        >
          {markRead.isPending ? <Spinner /> : <MailOpen aria-hidden="true" />}
          {m.markRead}
        </Button>
      ) : null}
    </li>
  );
}

/** Newest first (the server's order), unread ones highlighted with a "Mark as read" button each. */
function MessagesList() {
  const inbox = useInbox();
  const queryClient = useQueryClient();
  const m = useMessages(inboxCatalog);
  const unreadCount = inbox.data?.unreadCount;

  // The inbox knows the unread count too: the nav's badge follows without waiting for its poll.
  useEffect(() => {
    if (unreadCount !== undefined) {
      queryClient.setQueryData(unreadCountQueryOptions().queryKey, { unreadCount });
    }
  }, [queryClient, unreadCount]);

  if (inbox.isPending) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">{m.loading}</span>
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <ErrorPanel
        title={m.loadFailed}
        text={localize(inbox.error.message)}
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  }
  if (inbox.data.messages.length === 0) return <NoMessages />;
  return (
    <ul className="grid gap-3" aria-label={m.listLabel}>
      {inbox.data.messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ul>
  );
}

function NoMessages() {
  const { noMessagesYet } = useMessages(messagesCatalog);
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
      <MailOpen className="size-8" aria-hidden="true" />
      <p>{noMessagesYet}</p>
    </div>
  );
}
