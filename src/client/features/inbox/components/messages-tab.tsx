// The profile's Messages tab (PRODUCT 20): admin messages and the thanks of this member's
// compliments, unread ones first to the eye.
import { useQueryClient } from '@tanstack/react-query';
import { Mail, MailOpen } from 'lucide-react';
import { useEffect } from 'react';
import { MESSAGES } from '../../../../contract/messages';
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
import { useInbox } from '../api/get-inbox';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { useMarkMessageRead } from '../api/mark-message-read';

const MESSAGES_TAB_VALUE = 'messages';

/** "Messages (N)", N being every message (just "Messages" until the inbox has loaded). */
function useMessagesTabText() {
  const { data } = useInbox();
  const unread = data?.unreadCount ?? 0;
  const label = data ? `Messages (${data.messages.length})` : 'Messages';
  return { label, unread, accessibleName: unread > 0 ? `${label}, ${unread} unread` : label };
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
            {message.from === 'kindly' ? `From ${site.name}` : `From the ${site.name} team`}
          </span>
          {unread ? <Badge>New</Badge> : null}
          <time dateTime={message.createdAt} className="text-muted-foreground">
            {formatDateTime(message.createdAt)}
          </time>
        </div>
        <p className="whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">
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
          Mark as read
        </Button>
      ) : null}
    </li>
  );
}

/** Newest first (the server's order), unread ones highlighted with a "Mark as read" button each. */
function MessagesList() {
  const inbox = useInbox();
  const queryClient = useQueryClient();
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
        <span className="sr-only">Loading messages…</span>
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <ErrorPanel
        title="Error loading messages"
        text={inbox.error.message}
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  }
  if (inbox.data.messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
        <MailOpen className="size-8" aria-hidden="true" />
        <p>{MESSAGES.noMessagesYet}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Messages">
      {inbox.data.messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ul>
  );
}
