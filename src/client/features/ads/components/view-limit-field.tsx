// An ad's view limit (PRODUCT 17, 24): empty for none; the ad stops showing once it is reached.
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/forms/field';
import type { AdFormValues } from '../ad-form-values';

export function ViewLimitField() {
  const { control } = useFormContext<AdFormValues>();
  return (
    <Field
      control={control}
      name="viewLimit"
      label="View limit (optional)"
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      placeholder="No limit"
      hint="The ad stops showing after this many views."
    />
  );
}
