// The unsubscribe page's question and answer (PRODUCT 20.2): nothing changes until the button is
// pressed, since mail scanners open links too.
import { MailX } from 'lucide-react';
import { DIGEST_MESSAGES, UNSUBSCRIBE_TOKEN_PATTERN } from '../../../../contract/digest-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { statusOf } from '../../../lib/api-client';
import { useUnsubscribeDigest } from '../api/unsubscribe-digest';

export function UnsubscribeConfirm({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeDigest();
  const refused =
    !UNSUBSCRIBE_TOKEN_PATTERN.test(token) ||
    (unsubscribe.isError && statusOf(unsubscribe.error) === 400);

  if (refused) {
    return (
      <p role="alert" className="font-medium text-destructive">
        {DIGEST_MESSAGES.invalidLink}
      </p>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <p role="status" className="font-medium">
        {unsubscribe.data.message}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p>You will get no more weekly emails about the thanks your compliments receive.</p>
      <Button
        className="justify-self-start"
        onClick={() => unsubscribe.mutate(token)}
        disabled={unsubscribe.isPending}
      >
        {unsubscribe.isPending ? <Spinner /> : <MailX aria-hidden="true" />}
        Unsubscribe
      </Button>
    </div>
  );
}
