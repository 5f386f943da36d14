// The member log-in form of /login (PRODUCT 2); its toasts (PRODUCT 11) come with the login
// mutation. A refused password is also said beside the fields, where the eye already is, and the
// email the person just registered with arrives filled in.
import { useState, type ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { CurrentUser, LoginChallenge } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton, WIDE_BUTTON } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { paths } from '../../../config/paths';
import { statusOf } from '../../../lib/api-client';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { isSignedIn, useLogin } from '../api/login';
import { authCatalog } from '../auth-messages';

/** What /register leaves in the history entry of /login. */
export interface LoginPrefill {
  email: string;
}

function prefilledEmail(state: unknown): string {
  const email = (state as Partial<LoginPrefill> | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * The second factor's step after a right password (PRODUCT 11.7), given by the page: client
 * features do not import each other, and two-factor sign-in is a feature of its own. Its `preload`
 * starts fetching the step's code as the password is sent, so a step the answer asks for is
 * usually in by then.
 */
export type SecondStep = ComponentType<{
  challenge: LoginChallenge;
  onSignedIn: (user: CurrentUser) => void;
  onStartOver: () => void;
}> & { preload?: () => void };

// The form draws without zod; its schema comes at the first press, key or focus.
const loadLoginFormSchema = async () => (await import('../../../../contract/auth')).LoginFormSchema;

/**
 * Signing in with a passkey instead (PRODUCT 11.8), given by the page like the second step: it
 * offers the passkeys in the username field's autofill and behind a button of its own.
 */
export type PasskeyStep = ComponentType<{
  onSignedIn: (user: CurrentUser) => void;
  /** Which door's words its success says. */
  door?: 'member' | 'admin';
}>;

export function LoginForm({
  secondStep: SecondFactorStep,
  passkeyStep: PasskeySignIn,
}: {
  secondStep: SecondStep;
  passkeyStep?: PasskeyStep;
}) {
  const m = useMessages(authCatalog);
  const messages = useMessages(messagesCatalog);
  const [, navigate] = useLocation();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const login = useLogin();
  const email = prefilledEmail(useHistoryState());
  const form = useSchemaForm(
    loadLoginFormSchema,
    { username: email, password: '' },
    VALIDATE_ON_TOUCH,
  );

  const onSubmit = form.handleSubmit((values) => {
    SecondFactorStep.preload?.();
    login.mutate(values, {
      onSuccess: (answer) => (isSignedIn(answer) ? navigate(paths.profile) : setChallenge(answer)),
      onError: (error) => {
        if (statusOf(error) !== 401) return;
        form.setError('password', { type: 'server', message: messages.invalidCredentials });
      },
    });
  });

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={() => navigate(paths.profile)}
        onStartOver={() => setChallenge(null)}
      />
    );
  }

  return (
    <div className="grid gap-5">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field
          control={form.control}
          name="username"
          label={m.username}
          hint={m.loginUsernameHint}
          // `webauthn` lets the browser offer the member's passkeys here (PRODUCT 11.8).
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={m.emailPlaceholder}
        />
        <Field
          control={form.control}
          name="password"
          label={m.password}
          labelAside={
            <Link
              href={paths.forgotPassword}
              className="inline-flex min-h-6 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {m.forgotYourPassword}
            </Link>
          }
          password
          autoComplete="current-password"
        />
        <SubmitButton pending={login.isPending} size="lg" className={WIDE_BUTTON}>
          {m.login}
        </SubmitButton>
      </form>
      {PasskeySignIn ? <PasskeySignIn onSignedIn={() => navigate(paths.profile)} /> : null}
    </div>
  );
}
