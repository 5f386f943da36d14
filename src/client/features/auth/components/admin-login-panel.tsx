// What /admin-login shows: the dashboard button for a signed-in admin (PRODUCT 8), else the form.
import { LayoutDashboard } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import type { CurrentUser, LoginChallenge } from '../../../../contract/auth';
import { ADMIN_REDIRECT_DELAY_MS } from '../../../../contract/constants';
import { messagesCatalog } from '../../../../contract/messages';
import { RichMessage } from '../../../components/forms/rich-message';
import { WIDE_BUTTON } from '../../../components/forms/submit-button';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { toast } from '../../../hooks/use-toast';
import { useMessages } from '../../../lib/i18n';
import { useCurrentUser } from '../api/get-current-user';
import { useLogout } from '../api/logout';
import { authCatalog } from '../auth-messages';
import { AdminLoginForm } from './admin-login-form';
import type { PasskeyStep, SecondStep } from './login-form';

/** What the page shows an admin whose session still owes a second factor (PRODUCT 11.7). */
export type StepUp = ComponentType<{ due: 'setup' | 'confirm'; onConfirmed: () => void }>;

/**
 * `secondStep`: the page's two-factor step, shown after a right password when one is due;
 * `stepUp`: the confirmation asked of a signed-in admin whose session was opened without one.
 */
export function AdminLoginPanel({
  secondStep: SecondFactorStep,
  stepUp: StepUpStep,
  passkeyStep: PasskeySignIn,
}: {
  secondStep: SecondStep;
  stepUp: StepUp;
  /** Signing in with a passkey instead of the password (PRODUCT 11.8). */
  passkeyStep?: PasskeyStep;
}) {
  const m = useMessages(authCatalog);
  const messages = useMessages(messagesCatalog);
  const [, navigate] = useLocation();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const logout = useLogout({ reportFailure: false });
  const { data: user, isPending } = useCurrentUser();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Kept once shown: the step reads the current user again as it ends (setting a factor up shows
  // the recovery codes after that), and must not give way to the dashboard button before then.
  const [stepUp, setStepUp] = useState<'setup' | 'confirm' | null>(null);
  const [stepUpDone, setStepUpDone] = useState(false);
  const due = user?.isAdmin ? (user.adminSecondFactor ?? null) : null;
  if (due && !stepUp && !stepUpDone) setStepUp(due);

  // The timer lives here, not in the form: the form unmounts as soon as the admin is signed in.
  const onAdminSignedIn = () => {
    setRedirecting(true);
    redirectTimer.current = setTimeout(() => navigate(paths.simpleAdmin), ADMIN_REDIRECT_DELAY_MS);
  };

  // Before the signed-in check: an enrolling admin's session exists while their recovery codes
  // are still on screen.
  if (challenge) {
    const onSignedIn = (signedIn: CurrentUser) => {
      setChallenge(null);
      if (signedIn.isAdmin) {
        onAdminSignedIn();
        return;
      }
      // A member's session must not stay open from the admin door.
      logout.mutate();
      toast({
        variant: 'destructive',
        title: messages.accessDeniedTitle,
        description: messages.adminLoginDenied,
      });
    };
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={onSignedIn}
        onStartOver={() => setChallenge(null)}
      />
    );
  }

  if (isPending) {
    return (
      <div className="grid gap-4" role="status">
        <span className="sr-only">{m.loading}</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    );
  }

  if (stepUp) {
    const onConfirmed = () => {
      setStepUp(null);
      setStepUpDone(true);
      onAdminSignedIn();
    };
    return <StepUpStep due={stepUp} onConfirmed={onConfirmed} />;
  }

  if (user?.isAdmin) {
    return (
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {redirecting ? (
            m.takingYouToDashboard
          ) : (
            <RichMessage
              text={m.signedInAsAdmin}
              values={{ username: <bdi>{user.username}</bdi> }}
            />
          )}
        </p>
        <Button asChild size="lg" className={WIDE_BUTTON}>
          <Link href={paths.simpleAdmin}>
            <LayoutDashboard aria-hidden="true" />
            {m.goToAdminDashboard}
          </Link>
        </Button>
      </div>
    );
  }

  // A member's passkey session must not stay open from the admin door; its toast says why.
  const passkeySignIn = PasskeySignIn ? (
    <PasskeySignIn
      door="admin"
      onSignedIn={(signedIn) => (signedIn.isAdmin ? onAdminSignedIn() : logout.mutate())}
    />
  ) : null;
  return (
    <AdminLoginForm
      onAdminSignedIn={onAdminSignedIn}
      onChallenge={setChallenge}
      passkeySignIn={passkeySignIn}
    />
  );
}
