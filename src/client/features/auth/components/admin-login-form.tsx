// The admin sign-in form of /admin-login (PRODUCT 8, 9): it lets admins through and turns members away.
import { KeyRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import {
  AdminCredentialsSchema,
  type DemoHint,
  type LoginChallenge,
} from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import { Field } from '../../../components/forms/field';
import { SubmitButton, WIDE_BUTTON } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { VALIDATE_ON_TOUCH } from '../../../lib/form-validation';
import { useMessages } from '../../../lib/i18n';
import { useDemoHint } from '../api/get-demo-hint';
import { isSignedIn, useLogin } from '../api/login';
import { useLogout } from '../api/logout';
import { authCatalog } from '../auth-messages';

function DemoHintBox({ hint }: { hint: DemoHint }) {
  const m = useMessages(authCatalog);
  return (
    <aside
      aria-label={m.demoAccount}
      className="flex gap-3 rounded-2xl border border-dashed border-primary/40 bg-secondary/60 p-4 text-sm text-secondary-foreground"
    >
      <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{m.demoAccount}</p>
        <p className="text-secondary-foreground/90">{m.demoAccountHelp}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt className="font-medium">{m.email}</dt>
          <dd className="font-mono [overflow-wrap:anywhere]">{hint.email}</dd>
          <dt className="font-medium">{m.password}</dt>
          <dd className="font-mono [overflow-wrap:anywhere]">{hint.password}</dd>
        </dl>
      </div>
    </aside>
  );
}

/**
 * `onAdminSignedIn` runs after an admin signed in; the caller owns the redirect. `onChallenge`
 * runs when a second factor comes next (PRODUCT 11.7), and the caller shows its step.
 * `passkeySignIn`, under the form, signs in with a passkey instead (PRODUCT 11.8).
 */
export function AdminLoginForm({
  onAdminSignedIn,
  onChallenge,
  passkeySignIn,
}: {
  onAdminSignedIn: () => void;
  onChallenge: (challenge: LoginChallenge) => void;
  passkeySignIn?: ReactNode;
}) {
  const m = useMessages(authCatalog);
  // The schema's messages are the product's; the field shows them in the page's language.
  useMessages(messagesCatalog);
  const login = useLogin('admin');
  const logout = useLogout({ reportFailure: false });
  const hint = useDemoHint().data;
  const form = useSchemaForm(
    AdminCredentialsSchema,
    { username: '', password: '' },
    VALIDATE_ON_TOUCH,
  );
  const { isDirty } = form.formState;
  const { reset } = form;

  // The spec's hint comes with the credentials filled in, unless the person already typed.
  useEffect(() => {
    if (hint && !isDirty) reset({ username: hint.email, password: hint.password });
  }, [hint, isDirty, reset]);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => {
        if (!isSignedIn(user)) onChallenge(user);
        // A member's session must not stay open from the admin door.
        else if (user.isAdmin) onAdminSignedIn();
        else logout.mutate();
      },
    }),
  );

  const busy = login.isPending || logout.isPending;
  return (
    <div className="grid gap-6">
      {hint ? <DemoHintBox hint={hint} /> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field
          control={form.control}
          name="username"
          label={m.username}
          type="email"
          // `webauthn` lets the browser offer the admin's passkeys here (PRODUCT 11.8).
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={m.adminEmailPlaceholder}
        />
        <Field
          control={form.control}
          name="password"
          label={m.password}
          password
          autoComplete="current-password"
        />
        <SubmitButton pending={busy} size="lg" className={WIDE_BUTTON}>
          {m.loginAsAdmin}
        </SubmitButton>
      </form>
      {passkeySignIn}
    </div>
  );
}
