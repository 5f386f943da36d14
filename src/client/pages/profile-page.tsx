// /profile (SPEC §2 Profile): the greeting, karma and the way out; guests are sent to /login.
import { House, LogOut, Sparkles } from 'lucide-react';
import { Link, Redirect, useLocation } from 'wouter';
import { PROFILE_REFETCH_INTERVAL_MS } from '../../contract/constants';
import { PageSkeleton } from '../components/layout/page-skeleton';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { ErrorPanel } from '../components/ui/error-panel';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useLogout } from '../features/auth/api/logout';
import { MessagesSection } from '../features/inbox/components/messages-tab';
import { toast } from '../hooks/use-toast';
import { serverMessageOr } from '../lib/api-client';
import { MESSAGES } from '../../contract/messages';
import { useDocumentTitle } from '../hooks/use-document-title';

export function ProfilePage() {
  useDocumentTitle('Your profile');
  const [, navigate] = useLocation();
  const currentUser = useCurrentUser({ refetchInterval: PROFILE_REFETCH_INTERVAL_MS });
  const logout = useLogout();

  if (currentUser.isPending) return <PageSkeleton />;
  if (currentUser.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="sr-only">Your profile</h1>
        <ErrorPanel
          title="Error loading your profile"
          text={currentUser.error.message}
          onRetry={() => void currentUser.refetch()}
          retrying={currentUser.isFetching}
        />
      </div>
    );
  }
  const user = currentUser.data;
  if (!user) return <Redirect to={paths.login} replace />;

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate(paths.login),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessageOr(error, MESSAGES.serverError),
        }),
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-hero-from to-hero-to px-6 py-8 sm:px-8">
          <h1 className="text-2xl font-extrabold [overflow-wrap:anywhere] sm:text-4xl">
            Hello, {user.username}
          </h1>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 text-sm font-semibold text-primary shadow-xs">
            <Sparkles className="size-4" aria-hidden="true" />
            {user.karmaPoints} karma {user.karmaPoints === 1 ? 'point' : 'points'}
          </p>
        </div>
        <CardContent className="flex flex-wrap gap-3 pt-6 sm:pt-6">
          <Button asChild variant="outline">
            <Link href={paths.home}>
              <House aria-hidden="true" />
              Home
            </Link>
          </Button>
          <Button variant="ghost" onClick={onLogout} disabled={logout.isPending}>
            {logout.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
            Logout
          </Button>
        </CardContent>
      </Card>
      <MessagesSection />
    </div>
  );
}
