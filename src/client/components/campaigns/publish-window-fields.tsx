// A campaign's publish window (PRODUCT 24): from when it shows, and until when.
import { useFormContext } from 'react-hook-form';
import { Field } from '../forms/field';
import type { CampaignFormFields } from './campaign-form-values';

export function PublishWindowFields({
  publishedHint,
  expiryLabel,
  expiryHint,
}: {
  publishedHint: string;
  expiryLabel: string;
  expiryHint: string;
}) {
  const { control } = useFormContext<CampaignFormFields>();
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <Field
        control={control}
        name="publishedAt"
        label="Published date"
        type="datetime-local"
        hint={publishedHint}
      />
      <Field
        control={control}
        name="expireAt"
        label={expiryLabel}
        type="datetime-local"
        hint={expiryHint}
      />
    </div>
  );
}
