// The ad form (PRODUCT 24) for /admin/ads/create and /admin/ads/edit/{id}, checked with the API's schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { AD_CATEGORIES, AD_MESSAGES, type Ad } from '../../../../contract/ads';
import { ControlField } from '../../../components/forms/control-field';
import { CountryPicker } from '../../../components/forms/country-picker';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { paths } from '../../../config/paths';
import { toast } from '../../../hooks/use-toast';
import { ApiError, applyFieldErrors, serverMessageOr } from '../../../lib/api-client';
import { warningsOf } from '../../../lib/save-warnings';
import { AD_CATEGORY_LABELS } from '../ad-categories';
import {
  AdFormSchema,
  adFormValuesOf,
  emptyAdFormValues,
  type AdFormValues,
} from '../ad-form-values';
import { useCreateAd } from '../api/create-ad';
import { useUpdateAd } from '../api/update-ad';
import { AdImageInput } from './ad-image-input';

const FIELDS = [
  'name',
  'category',
  'redirectUrl',
  'publishedAt',
  'expireAt',
  'viewLimit',
  'counties',
  'isActive',
] as const satisfies readonly (keyof AdFormValues)[];

/** Without `ad` it creates; with one it edits that ad. */
export function AdForm({ ad }: { ad?: Ad }) {
  const [, navigate] = useLocation();
  const createAd = useCreateAd();
  const updateAd = useUpdateAd();
  const pending = createAd.isPending || updateAd.isPending;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const form = useForm({
    resolver: zodResolver(AdFormSchema),
    defaultValues: ad ? adFormValuesOf(ad) : emptyAdFormValues(),
  });
  const { errors } = form.formState;

  const showServerErrors = (error: Error) => {
    applyFieldErrors(error, form.setError, FIELDS);
    if (error instanceof ApiError && error.fieldErrors.image?.[0]) {
      setImageError(error.fieldErrors.image[0]);
    }
  };

  const save = form.handleSubmit((body) => {
    if (!ad) {
      if (!image) return;
      createAd.mutate(
        { body, image },
        {
          onSuccess: (saved) => {
            toast({ title: 'Ad created successfully', description: warningsOf(saved) });
            navigate(paths.adminAds);
          },
          onError: (error) => {
            showServerErrors(error);
            toast({
              variant: 'destructive',
              title: 'Failed to create ad',
              description: serverMessageOr(error, error.message),
            });
          },
        },
      );
      return;
    }
    updateAd.mutate(
      { id: ad.id, body, image },
      {
        onSuccess: (saved) => {
          toast({ title: 'Ad updated successfully', description: warningsOf(saved) });
          navigate(paths.adminAds);
        },
        onError: (error) => {
          showServerErrors(error);
          toast({
            variant: 'destructive',
            title: 'Failed to update ad',
            description: serverMessageOr(error, error.message),
          });
        },
      },
    );
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The image is outside the schema; its message shows together with the fields' messages.
    if (!ad && !image && !imageError) setImageError(AD_MESSAGES.imageRequired);
    void save(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormField
        label="Name"
        autoComplete="off"
        placeholder="Spring sale banner"
        error={errors.name?.message}
        {...form.register('name')}
      />

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <ControlField
          label="Category"
          hint="Homepage Banner ads show on the home page."
          error={errors.category?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('category')}>
              <option value="" disabled>
                Select a category
              </option>
              {AD_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {AD_CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect>
          )}
        </ControlField>
        <FormField
          label="Redirect URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/offer"
          hint="Where a click on the ad takes the visitor."
          error={errors.redirectUrl?.message}
          {...form.register('redirectUrl')}
        />
      </div>

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <FormField
          label="Published date"
          type="datetime-local"
          hint="The ad shows from this moment on."
          error={errors.publishedAt?.message}
          {...form.register('publishedAt')}
        />
        <FormField
          label="Expiry date (optional)"
          type="datetime-local"
          hint="Leave empty to keep it running."
          error={errors.expireAt?.message}
          {...form.register('expireAt')}
        />
      </div>

      <div className="grid items-start gap-6 sm:grid-cols-2">
        <FormField
          label="View limit (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="No limit"
          hint="The ad stops showing after this many views."
          error={errors.viewLimit?.message}
          {...form.register('viewLimit')}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <ControlField label="Active" hint="Only active ads are shown to visitors.">
              {(control) => (
                <div className="flex h-11 items-center gap-3">
                  <Switch
                    {...control}
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
      </div>

      <Controller
        control={form.control}
        name="counties"
        render={({ field }) => (
          <CountryPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.counties?.message}
          />
        )}
      />

      <AdImageInput
        onFileChange={setImage}
        error={imageError}
        onError={setImageError}
        currentImageUrl={ad?.imageUrlD}
        disabled={pending}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href={paths.adminAds}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : <Save aria-hidden="true" />}
          {ad ? 'Save Changes' : 'Create Ad'}
        </Button>
      </div>
    </form>
  );
}
