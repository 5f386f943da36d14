// A campaign's active switch (PRODUCT 17, 24): only an active campaign is shown to visitors.
import { useFormContext } from 'react-hook-form';
import { useMessages } from '../../lib/i18n';
import { Field } from '../forms/field';
import { Switch } from '../ui/switch';
import type { CampaignFormFields } from './campaign-form-values';
import { campaignText, type CampaignKind } from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

export function ActiveSwitchField({ kind }: { kind: CampaignKind }) {
  const { control } = useFormContext<CampaignFormFields>();
  const messages = useMessages(campaignCatalog);
  return (
    <Field
      control={control}
      name="isActive"
      label={campaignText(messages, kind, 'StatusActive')}
      hint={campaignText(messages, kind, 'ActiveHint')}
      controlled={({ field, ...aria }) => (
        <div className="flex h-11 items-center gap-3">
          <Switch
            {...aria}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
          <span className="text-sm font-medium" aria-hidden="true">
            {campaignText(messages, kind, field.value ? 'StatusActive' : 'StatusInactive')}
          </span>
        </div>
      )}
    />
  );
}
