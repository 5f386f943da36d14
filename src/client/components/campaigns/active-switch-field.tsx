// A campaign's active switch (PRODUCT 17, 24): only an active campaign is shown to visitors.
import { useFormContext } from 'react-hook-form';
import { Field } from '../forms/field';
import { Switch } from '../ui/switch';
import type { CampaignFormFields } from './campaign-form-values';

export function ActiveSwitchField({ hint }: { hint: string }) {
  const { control } = useFormContext<CampaignFormFields>();
  return (
    <Field
      control={control}
      name="isActive"
      label="Active"
      hint={hint}
      controlled={({ field, ...aria }) => (
        <div className="flex h-11 items-center gap-3">
          <Switch
            {...aria}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
          <span className="text-sm font-medium" aria-hidden="true">
            {field.value ? 'Active' : 'Inactive'}
          </span>
        </div>
      )}
    />
  );
}
