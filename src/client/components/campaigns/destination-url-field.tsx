// Where following a campaign takes the visitor (PRODUCT 24): an ad's redirect URL, a promotion's
// website. Both are http(s) addresses, checked by the API's schema.
import { useFormContext } from 'react-hook-form';
import { Field } from '../forms/field';
import type { CampaignKind } from './campaign-kind';

const DESTINATIONS = {
  ad: {
    name: 'redirectUrl',
    label: 'Redirect URL',
    autoComplete: 'off',
    placeholder: 'https://example.com/offer',
    hint: 'Where a click on the ad takes the visitor.',
  },
  promotion: {
    name: 'websiteUrl',
    label: 'Website URL',
    autoComplete: 'url',
    placeholder: 'https://example.com/shop',
    hint: 'Where Get My Boost takes the visitor.',
  },
} as const;

type DestinationName = (typeof DESTINATIONS)[CampaignKind]['name'];

export function DestinationUrlField({ kind }: { kind: CampaignKind }) {
  const { name, ...field } = DESTINATIONS[kind];
  const { control } = useFormContext<Record<DestinationName, string>>();
  return <Field control={control} name={name} {...field} type="url" inputMode="url" />;
}
