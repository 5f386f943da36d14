// Where following a campaign takes the visitor (PRODUCT 24): an ad's redirect URL, a promotion's
// website. Both are http(s) addresses, checked by the API's schema.
import { useFormContext } from 'react-hook-form';
import { useMessages } from '../../lib/i18n';
import { Field } from '../forms/field';
import { campaignText, type CampaignKind } from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

const DESTINATIONS = {
  ad: { name: 'redirectUrl', autoComplete: 'off', placeholder: 'https://example.com/offer' },
  promotion: { name: 'websiteUrl', autoComplete: 'url', placeholder: 'https://example.com/shop' },
} as const;

type DestinationName = (typeof DESTINATIONS)[CampaignKind]['name'];

export function DestinationUrlField({ kind }: { kind: CampaignKind }) {
  const { name, ...field } = DESTINATIONS[kind];
  const { control } = useFormContext<Record<DestinationName, string>>();
  const messages = useMessages(campaignCatalog);
  return (
    <Field
      control={control}
      name={name}
      {...field}
      label={campaignText(messages, kind, 'DestinationLabel')}
      hint={campaignText(messages, kind, 'DestinationHint')}
      type="url"
      inputMode="url"
      dir="ltr"
    />
  );
}
