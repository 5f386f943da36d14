// A campaign's active switch (PRODUCT 17, 24): only an active campaign is shown to visitors.
import { Controller, useFormContext } from 'react-hook-form';
import { ControlField } from '../forms/control-field';
import { Switch } from '../ui/switch';
import type { CampaignFormFields } from './campaign-form-values';

export function ActiveSwitchField({ hint }: { hint: string }) {
  const { control } = useFormContext<CampaignFormFields>();
  return (
    <Controller
      control={control}
      name="isActive"
      render={({ field }) => (
        <ControlField label="Active" hint={hint}>
          {(aria) => (
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
        </ControlField>
      )}
    />
  );
}
