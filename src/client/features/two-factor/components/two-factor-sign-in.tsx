// The second step of /login and /admin-login (PRODUCT 11.7): the code of an account with
// two-factor sign-in on, or the set-up of an admin who must have it, before any session exists.
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginChallenge } from '../../../../contract/auth';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../lib/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { CodeStepForm } from './code-step-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

export function TwoFactorSignIn({
  challenge,
  onSignedIn,
  onStartOver,
}: {
  challenge: LoginChallenge;
  onSignedIn: (user: CurrentUser) => void;
  /** Back to the password form, as after a challenge that ran out. */
  onStartOver: () => void;
}) {
  const m = useMessages(twoFactorCatalog);
  const queryClient = useQueryClient();
  const loginTwoFactor = useLoginTwoFactor();
  const enrol = 'twoFactorSetupRequired' in challenge;

  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="font-display text-lg font-bold">{enrol ? m.enrolTitle : m.codeStepTitle}</h2>
        {enrol ? <p className="text-sm text-muted-foreground">{m.enrolHelp}</p> : null}
      </div>
      {enrol ? (
        <TwoFactorEnrolment
          enrolling
          onFinished={(user) => {
            if (!user) return;
            queryClient.setQueryData(QUERY_KEYS.currentUser, user);
            onSignedIn(user);
          }}
        />
      ) : (
        <CodeStepForm
          allowRecovery
          pending={loginTwoFactor.isPending}
          onSubmit={(body, onError) =>
            loginTwoFactor.mutate(body, { onSuccess: onSignedIn, onError })
          }
        />
      )}
      <Button type="button" variant="ghost" className="justify-self-center" onClick={onStartOver}>
        {m.startOver}
      </Button>
    </div>
  );
}
