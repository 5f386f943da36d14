// What /cancel-email-change shows (PRODUCT 11.3): it asks nothing, sends the notice's token once,
// then says what became of the change and that every session ended, or why the link did not work.
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { accountSettingsCatalog } from '../../../../contract/account-settings-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessageOr, statusOf } from '../../../lib/api-client';
import { localize, useMessages } from '../../../lib/i18n';
import { useFollowCancelLink } from '../api/follow-cancel-link';

function Outcome({ ok, title, text }: { ok: boolean; title: string; text: string }) {
  const m = useMessages(accountSettingsCatalog);
  const Icon = ok ? CircleCheck : LinkIcon;
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className="flex flex-col items-center gap-3 py-2 text-center"
    >
      <span
        className={
          ok
            ? 'inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground'
            : 'inline-flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive'
        }
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-display text-lg font-bold">{localize(title)}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button asChild>
        <Link href={paths.forgotPassword}>
          <KeyRound aria-hidden="true" />
          {m.chooseNewPassword}
        </Link>
      </Button>
    </div>
  );
}

export function CancelEmailChangeResult({ token }: { token: string }) {
  const follow = useFollowCancelLink();
  const m = useMessages(accountSettingsCatalog);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    follow.mutate({ token });
  }, [token, follow]);

  if (!token || follow.isError) {
    const message =
      follow.isError && statusOf(follow.error) === 400
        ? serverMessageOr(follow.error, m.cancelLinkInvalid)
        : m.cancelLinkInvalid;
    return <Outcome ok={false} title={message} text={m.cancelLinkHint} />;
  }
  if (follow.isSuccess) {
    return <Outcome ok title={follow.data.message} text={m.cancelAdvice} />;
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm">
      <Spinner />
      {m.cancelling}
    </p>
  );
}
