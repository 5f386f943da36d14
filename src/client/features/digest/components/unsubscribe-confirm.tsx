// The unsubscribe page's question and answer (PRODUCT 20.2): nothing changes until the button is
// pressed, since mail scanners open links too.
import { MailX } from 'lucide-react';
import { digestCatalog, UNSUBSCRIBE_TOKEN_PATTERN } from '../../../../contract/digest-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { statusOf } from '../../../lib/api-client';
import { localize, useMessages } from '../../../lib/i18n';
import { useUnsubscribeDigest } from '../api/unsubscribe-digest';

export function UnsubscribeConfirm({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeDigest();
  const m = useMessages(digestCatalog);
  const refused =
    !UNSUBSCRIBE_TOKEN_PATTERN.test(token) ||
    (unsubscribe.isError && statusOf(unsubscribe.error) === 400);

  if (refused) {
    return (
      <p role="alert" className="font-medium text-destructive">
        {m.invalidLink}
      </p>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <p role="status" className="font-medium">
        {localize(unsubscribe.data.message)}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p>{m.explanation}</p>
      <Button
        className="justify-self-start"
        onClick={() => unsubscribe.mutate(token)}
        disabled={unsubscribe.isPending}
      >
        {unsubscribe.isPending ? <Spinner /> : <MailX aria-hidden="true" />}
        {m.unsubscribe}
      </Button>
    </div>
  );
}
