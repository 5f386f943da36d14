// An ad's view limit (PRODUCT 17, 24): empty for none; the ad stops showing once it is reached.
import { useFormContext } from 'react-hook-form';
import { campaignCatalog } from '../../../components/campaigns/campaign-messages';
import { Field } from '../../../components/forms/field';
import { useMessages } from '../../../lib/i18n';
import type { AdFormValues } from '../ad-form-values';

export function ViewLimitField() {
  const { control } = useFormContext<AdFormValues>();
  const messages = useMessages(campaignCatalog);
  return (
    <Field
      control={control}
      name="viewLimit"
      label={messages.viewLimit}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      placeholder={messages.noLimit}
      hint={messages.viewLimitHint}
    />
  );
}
