// The app: providers, the page frame fed with the signed-in user, the routes, and for members
// what runs in their background (a lazy chunk guests never load).
import { lazy, Suspense, type ComponentType } from 'react';
import { AppShell } from '../components/layout/app-shell';
import { ConfirmEmailBanner } from '../features/account/components/confirm-email-banner';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useUnreadCount } from '../features/inbox/api/get-unread-count';
import { AppErrorBoundary } from './app-error-boundary';
import { useFollowSavedLanguage } from './follow-saved-language';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// A member's live events, push device and badge celebrations (member-background.tsx), from a
// chunk of their own; a failed load leaves the page as it was (it asks for the unread count
// itself).
const MemberBackground = lazy(
  (): Promise<{ default: ComponentType<{ user: { id: number; lastLogin: string | null } }> }> =>
    import('./member-background').then(
      (module) => ({ default: module.MemberBackground }),
      () => ({ default: () => null }),
    ),
);

// The pages are one element for the life of the app: an answer only the frame reads (the unread
// count, the celebrations, the session) redraws the frame without drawing the whole page again,
// which on a phone was a long task for each such answer (DECISIONS 69). Pages read what they need
// themselves, and the router follows the address on its own.
const PAGES = (
  <AppErrorBoundary>
    <AppRouter />
  </AppErrorBoundary>
);

function Shell() {
  const { data: user } = useCurrentUser();
  useFollowSavedLanguage(user?.locale);
  const unread = useUnreadCount({ enabled: Boolean(user) });
  return (
    <AppShell user={user} unreadMessages={user ? (unread.data?.unreadCount ?? null) : null}>
      {/* While the member's address waits for its link (PRODUCT 11.2). It comes with the frame,
          not as a chunk of its own, and stays hidden while the page is its skeleton (the frame's
          main is group/main): it then shows in the frame the page arrives in, instead of landing
          above a page already drawn and moving all of it down (DECISIONS 69). */}
      {user && !user.emailConfirmed ? (
        <div className="group-has-[[data-page-skeleton]]/main:hidden">
          <ConfirmEmailBanner email={user.email} />
        </div>
      ) : null}
      {PAGES}
      {user ? (
        <Suspense fallback={null}>
          <MemberBackground key={user.id} user={user} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}

export function App() {
  return (
    <AppProviders>
      <Shell />
    </AppProviders>
  );
}
