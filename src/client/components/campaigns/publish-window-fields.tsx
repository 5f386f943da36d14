// A campaign's publish window (PRODUCT 24): from when it shows, and until when.
import { useFormContext } from 'react-hook-form';
import { useMessages } from '../../lib/i18n';
import { Field } from '../forms/field';
import type { CampaignFormFields } from './campaign-form-values';
import { campaignText, type CampaignKind } from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

export function PublishWindowFields({ kind }: { kind: CampaignKind }) {
  const { control } = useFormContext<CampaignFormFields>();
  const messages = useMessages(campaignCatalog);
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <Field
        control={control}
        name="publishedAt"
        label={messages.publishedDate}
        type="datetime-local"
        hint={campaignText(messages, kind, 'PublishedHint')}
      />
      <Field
        control={control}
        name="expireAt"
        label={campaignText(messages, kind, 'ExpiryLabel')}
        type="datetime-local"
        hint={campaignText(messages, kind, 'ExpiryHint')}
      />
    </div>
  );
}
