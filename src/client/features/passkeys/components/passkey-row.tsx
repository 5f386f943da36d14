// One passkey in the settings list (PRODUCT 11.8): its name, when it was added and last used,
// whether it is synced, and Rename and Remove.
import { KeyRound } from 'lucide-react';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import type { Passkey } from '../../../../contract/passkeys';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';

export function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const used = passkey.lastUsedAt
    ? `${PASSKEY_MESSAGES.lastUsed} ${formatDate(passkey.lastUsedAt)}`
    : PASSKEY_MESSAGES.notUsedYet;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="passkey-row"
    >
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere]">
            {passkey.name}
            {passkey.synced ? (
              <Badge variant="success" title={PASSKEY_MESSAGES.syncedHint}>
                {PASSKEY_MESSAGES.synced}
              </Badge>
            ) : (
              <Badge variant="outline">{PASSKEY_MESSAGES.oneDevice}</Badge>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {`${PASSKEY_MESSAGES.added} ${formatDate(passkey.createdAt)}`}
            {' · '}
            {used}
          </p>
        </div>
      </div>
      <div className="flex gap-2 self-start sm:self-center">
        <Button
          variant="outline"
          size="sm"
          onClick={onRename}
          aria-label={`${PASSKEY_MESSAGES.rename}: ${passkey.name}`}
        >
          {PASSKEY_MESSAGES.rename}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`${PASSKEY_MESSAGES.remove}: ${passkey.name}`}
        >
          {PASSKEY_MESSAGES.remove}
        </Button>
      </div>
    </li>
  );
}
