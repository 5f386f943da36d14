// The app: providers, the page frame fed with the signed-in user, the routes, and for members the
// badge celebrations (a lazy chunk guests never load).
import { lazy, Suspense, type ComponentType } from 'react';
import { AppShell } from '../components/layout/app-shell';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useUnreadCount } from '../features/inbox/api/get-unread-count';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// A celebration is a bonus: if its chunk cannot load, the page goes on without it.
const MemberCelebrations = lazy((): Promise<{ default: ComponentType }> =>
  import('./member-celebrations').then(
    (module) => ({ default: module.MemberCelebrations }),
    () => ({ default: () => null }),
  ),
);

function Shell() {
  const { data: user } = useCurrentUser();
  const unread = useUnreadCount({ enabled: Boolean(user) });
  return (
    <AppShell user={user} unreadMessages={user ? (unread.data?.unreadCount ?? null) : null}>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
      {user ? (
        <Suspense fallback={null}>
          <MemberCelebrations />
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
