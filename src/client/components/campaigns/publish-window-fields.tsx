// A campaign's publish window (PRODUCT 24): from when it shows, and until when.
import { useFormContext, useFormState } from 'react-hook-form';
import { FormField } from '../ui/form-field';
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
  const { register } = useFormContext<CampaignFormFields>();
  const { errors } = useFormState<CampaignFormFields>({ name: ['publishedAt', 'expireAt'] });
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <FormField
        label="Published date"
        type="datetime-local"
        hint={publishedHint}
        error={errors.publishedAt?.message}
        {...register('publishedAt')}
      />
      <FormField
        label={expiryLabel}
        type="datetime-local"
        hint={expiryHint}
        error={errors.expireAt?.message}
        {...register('expireAt')}
      />
    </div>
  );
}
