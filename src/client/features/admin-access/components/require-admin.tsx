// The admin check of PRODUCT 9 in one place: admin pages wrap their content in <RequireAdmin>.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_CHECK_FAILURE_REDIRECT_DELAY_MS } from '../../../../contract/constants';
import { messagesCatalog } from '../../../../contract/messages';
import { PageSkeleton } from '../../../components/layout/page-skeleton';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { paths } from '../../../config/paths';
import { toast } from '../../../hooks/use-toast';
import { localize, messagesOf, useMessages } from '../../../lib/i18n';
import { adminAccessCatalog } from '../admin-access-messages';
import { useIsAdmin } from '../api/get-is-admin';

/** Drawn only when the check failed, so an admin page does not wait on these words first. */
function CheckFailed({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  const m = useMessages(adminAccessCatalog);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <ErrorPanel
        title={m.checkFailed}
        text={localize(error.message)}
        onRetry={onRetry}
        retrying={retrying}
      />
    </div>
  );
}

/**
 * Renders `children` only for an admin. Anyone else gets the "Access Denied" toast and is sent to
 * /admin-login after ADMIN_CHECK_FAILURE_REDIRECT_DELAY_MS; `fallback` shows while the check runs.
 */
export function RequireAdmin({
  children,
  fallback = <PageSkeleton />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [, navigate] = useLocation();
  const isAdmin = useIsAdmin();
  const denied = isAdmin.data === false && !isAdmin.isFetching;
  const toastShown = useRef(false);

  useEffect(() => {
    if (!denied) return;
    // Strict mode runs effects twice; one toast is enough.
    if (!toastShown.current) {
      toastShown.current = true;
      // The product's texts load before the first draw.
      const messages = messagesOf(messagesCatalog);
      toast({
        variant: 'destructive',
        title: messages.accessDeniedTitle,
        description: messages.adminRequired,
      });
    }
    const timer = setTimeout(
      () => navigate(paths.adminLogin, { replace: true }),
      ADMIN_CHECK_FAILURE_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [denied, navigate]);

  if (isAdmin.isError) {
    return (
      <CheckFailed
        error={isAdmin.error}
        onRetry={() => void isAdmin.refetch()}
        retrying={isAdmin.isFetching}
      />
    );
  }
  // A cached "false" waits for the fresh answer: the visitor may have just signed in as an admin.
  if (isAdmin.data !== true) return <>{fallback}</>;
  return <>{children}</>;
}
