// The member's live events (DECISIONS 78): one EventSource on GET /api/events while a member is
// signed in. Each event updates what the page shows (the unread count, the karma, the badges,
// whose celebration the app already draws) and a thank or a message says so in a toast.
// EventSource reconnects by itself, resuming with Last-Event-ID; what it gives up on (a 401 after
// sign-out, a 503 from a stopping instance) is tried again later only while a member is signed in.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentUser } from '../../../contract/auth';
import { LIVE_EVENTS_PATH, LIVE_EVENT_TYPES } from '../../../contract/live-event-names';
import type { LiveEvent } from '../../../contract/live-events';
import { toast } from '../../hooks/use-toast';
import { afterLoad } from './after-load';
import { QUERY_KEYS } from '../../lib/query-keys';
import type { PlainTexts } from '../../../contract/i18n/catalog';
import type { liveEventsCatalog } from './live-events-messages';

type Texts = PlainTexts<(typeof liveEventsCatalog)['en']>;

/** A stream the browser gave up on is opened again after this, plus up to as much again. */
const RETRY_AFTER_FAILURE_MS = 15_000;

function apply(queryClient: QueryClient, event: LiveEvent, texts: Texts): void {
  const setKarma = (karmaPoints: number) =>
    queryClient.setQueryData<CurrentUser | null>(QUERY_KEYS.currentUser, (user) =>
      user ? { ...user, karmaPoints } : user,
    );
  const setUnread = (unreadCount: number) =>
    queryClient.setQueryData(QUERY_KEYS.unreadCount, { unreadCount });
  switch (event.type) {
    case 'thanked':
      setKarma(event.karmaPoints);
      setUnread(event.unreadCount);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inbox });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badgeProgress });
      toast({ title: texts.thanked });
      break;
    case 'message':
      setUnread(event.unreadCount);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inbox });
      toast({ title: texts.message });
      break;
    case 'badge':
      setKarma(event.karmaPoints);
      // The app celebrates a badge once its celebrations answer holds it (PRODUCT 15.2).
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badges });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badgeProgress });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.badgeCelebrations });
      break;
    case 'karma':
      setKarma(event.karmaPoints);
      break;
  }
}

/** Keeps the member's event stream open while mounted; the app mounts it for members only. */
export function useLiveEvents(texts: Texts): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let lastEventId = '';
    let opened = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      clearTimeout(retry);
      source?.close();
      const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
      const current = new EventSource(`${LIVE_EVENTS_PATH}${query}`);
      source = current;
      current.onopen = () => {
        // Back after a gap: what the replay may not hold (a history gone) is read again.
        if (opened) {
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.unreadCount });
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
        }
        opened = true;
      };
      for (const type of LIVE_EVENT_TYPES) {
        current.addEventListener(type, (message) => {
          lastEventId = message.lastEventId || lastEventId;
          try {
            apply(queryClient, JSON.parse(message.data) as LiveEvent, texts);
          } catch (error) {
            console.debug('[live events] an event could not be read', error);
          }
        });
      }
      // More of this member's tabs are open than streams are kept: this one waits to be shown.
      current.addEventListener('superseded', () => current.close());
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) return;
        // Given up (signed out, or an instance stopping): whether a member is still signed in
        // decides; the app unmounts this hook when not.
        retry = setTimeout(
          () => {
            void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
            open();
          },
          RETRY_AFTER_FAILURE_MS + Math.random() * RETRY_AFTER_FAILURE_MS,
        );
      };
    };

    const onVisible = () => {
      if (document.visibilityState === 'visible' && source?.readyState === EventSource.CLOSED) {
        open();
      }
    };
    let stopped = false;
    // After the page's own loads, at the browser's next idle moment.
    void afterLoad().then(() => {
      if (!stopped) open();
    });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
    };
  }, [queryClient, texts]);
}
