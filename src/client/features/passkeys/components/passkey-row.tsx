// One passkey in the settings list (PRODUCT 11.8): its name, when it was added and last used,
// whether it is synced, and Rename and Remove.
import { KeyRound } from 'lucide-react';
import { passkeyCatalog } from '../../../../contract/passkey-messages';
import type { Passkey } from '../../../../contract/passkeys';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { t, useMessages } from '../../../lib/i18n';

export function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const m = useMessages(passkeyCatalog);
  const used = passkey.lastUsedAt
    ? t(m.lastUsedOn, { date: formatDate(passkey.lastUsedAt) })
    : m.notUsedYet;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="passkey-row"
    >
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere]">
            <bdi>{passkey.name}</bdi>
            {passkey.synced ? (
              <Badge variant="success" title={m.syncedHint}>
                {m.synced}
              </Badge>
            ) : (
              <Badge variant="outline">{m.oneDevice}</Badge>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {t(m.addedOn, { date: formatDate(passkey.createdAt) })}
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
          aria-label={t(m.renameLabel, { name: passkey.name })}
        >
          {m.rename}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t(m.removeLabel, { name: passkey.name })}
        >
          {m.remove}
        </Button>
      </div>
    </li>
  );
}
