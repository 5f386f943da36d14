// The app: providers, the page frame fed with the signed-in user, and the routes.
import { AppShell } from '../components/layout/app-shell';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useUnreadCount } from '../features/inbox/api/get-unread-count';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';

function Shell() {
  const { data: user } = useCurrentUser();
  const unread = useUnreadCount({ enabled: Boolean(user) });
  return (
    <AppShell user={user} unreadMessages={user ? (unread.data?.unreadCount ?? null) : null}>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
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
