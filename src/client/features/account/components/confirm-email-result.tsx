// What /confirm-email shows (PRODUCT 11.2): it asks nothing, sends the link's token once, then
// says the address is confirmed, or why the link did not work, with a fresh one for a member.
import { CircleCheck, LinkIcon, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { accountSettingsCatalog } from '../../../../contract/account-settings-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessageOr, statusOf } from '../../../lib/api-client';
import { localize, useMessages } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useConfirmEmail } from '../api/confirm-email';
import { useResendConfirmation } from '../api/resend-confirmation';

function LinkProblem({ message, signedIn }: { message: string; signedIn: boolean }) {
  const resend = useResendConfirmation();
  const m = useMessages(accountSettingsCatalog);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-2 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <LinkIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-display text-lg font-bold">{localize(message)}</p>
      <p className="text-sm text-muted-foreground">{m.linkInvalidHint}</p>
      {signedIn ? (
        <Button type="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? <Spinner /> : <RotateCw aria-hidden="true" />}
          {m.resend}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          {richText(m.logInForLink, {
            logIn: (
              <Link
                href={paths.login}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {m.logIn}
              </Link>
            ),
          })}
        </p>
      )}
    </div>
  );
}

export function ConfirmEmailResult({ token, signedIn }: { token: string; signedIn: boolean }) {
  const confirmEmail = useConfirmEmail();
  const m = useMessages(accountSettingsCatalog);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail.mutate({ token });
  }, [token, confirmEmail]);

  if (!token) {
    return <LinkProblem message={m.linkInvalid} signedIn={signedIn} />;
  }
  if (confirmEmail.isError) {
    const error = confirmEmail.error;
    const message =
      statusOf(error) === 400 || statusOf(error) === 409
        ? serverMessageOr(error, m.linkInvalid)
        : m.linkInvalid;
    return <LinkProblem message={message} signedIn={signedIn} />;
  }
  if (confirmEmail.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <p className="font-display text-lg font-bold">{m.confirmed}</p>
        <p className="text-sm text-muted-foreground">{m.confirmedText}</p>
        <Button asChild>
          <Link href={paths.home}>{m.home}</Link>
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm">
      <Spinner />
      {m.confirming}
    </p>
  );
}
