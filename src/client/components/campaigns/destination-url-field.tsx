// Where following a campaign takes the visitor (PRODUCT 24): an ad's redirect URL, a promotion's
// website. Both are http(s) addresses, checked by the API's schema.
import { useFormContext, useFormState } from 'react-hook-form';
import { FormField } from '../ui/form-field';
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
  const { register } = useFormContext<Record<DestinationName, string>>();
  const { errors } = useFormState<Record<DestinationName, string>>({ name });
  return (
    <FormField
      {...field}
      type="url"
      inputMode="url"
      error={errors[name]?.message}
      {...register(name)}
    />
  );
}
