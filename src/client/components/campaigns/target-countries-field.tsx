// A campaign's target countries (PRODUCT 16, 24): none picked means every country.
import { Controller, useFormContext } from 'react-hook-form';
import { CountryPicker } from '../forms/country-picker';
import type { CampaignFormFields } from './campaign-form-values';

export function TargetCountriesField() {
  const { control } = useFormContext<CampaignFormFields>();
  return (
    <Controller
      control={control}
      name="counties"
      render={({ field, fieldState }) => (
        <CountryPicker
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
