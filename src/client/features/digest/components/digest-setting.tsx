// The profile's weekly digest switch (PRODUCT 20.2): saved as it is flipped, off until the member
// turns it on.
import { useId } from 'react';
import { digestCatalog } from '../../../../contract/digest-messages';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useMessages } from '../../../lib/i18n';
import { useDigestSetting } from '../api/get-digest-setting';
import { useUpdateDigestSetting } from '../api/update-digest-setting';

export function DigestSetting() {
  const id = useId();
  const setting = useDigestSetting();
  const update = useUpdateDigestSetting();
  const m = useMessages(digestCatalog);
  // While a change is saving the switch shows it; a refused change falls back to the saved value.
  const checked = update.isPending ? update.variables.weeklyDigest : setting.data?.weeklyDigest;

  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-border p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-switch`}>{m.setting}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {m.description}
        </p>
      </div>
      <Switch
        id={`${id}-switch`}
        aria-describedby={`${id}-hint`}
        checked={checked ?? false}
        disabled={!setting.data || update.isPending}
        onCheckedChange={(weeklyDigest) => update.mutate({ weeklyDigest })}
      />
    </div>
  );
}
