// The /simple-admin upload form (PRODUCT 24): an image file with an optional owner name and email.
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { TitledCard } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { localize, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { adminImagesCatalog } from '../admin-images-messages';
import { useUploadImage } from '../api/upload-image';
import { ImageUploadFormSchema } from '../upload-form-schema';

/** A local preview of the picked file; the object URL is released when the file changes. */
function usePreviewUrl(file: File | undefined) {
  const url = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export function ImageUploadForm() {
  const m = useMessages(adminImagesCatalog);
  const upload = useUploadImage();
  const fileId = useId();
  const form = useSchemaForm(ImageUploadFormSchema, {
    image: null,
    ownerName: '',
    ownerEmail: '',
  });
  const { errors } = form.formState;
  const picked = useWatch({ control: form.control, name: 'image' })?.[0];
  const previewUrl = usePreviewUrl(picked);
  const fileError = errors.image?.message;

  const onSubmit = form.handleSubmit((values) => {
    const image = values.image?.[0];
    if (!image) return;
    upload.mutate(
      {
        image,
        ownerName: values.ownerName.trim() || undefined,
        ownerEmail: values.ownerEmail.trim() || undefined,
      },
      {
        // Without values, reset() also resets the <form> element, which empties the file input.
        onSuccess: () => form.reset(),
        onError: (error) => showFieldErrors(form, error),
      },
    );
  });

  return (
    <TitledCard title={m.uploadTitle} description={m.uploadDescription}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={fileId}>{m.imageFile}</Label>
          <Input
            id={fileId}
            type="file"
            accept="image/*"
            className="h-auto cursor-pointer py-2.5 file:me-3 file:cursor-pointer file:rounded-full file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            {...form.register('image')}
          />
          {fileError ? (
            <p id={`${fileId}-error`} className="text-sm font-medium text-destructive">
              {localize(fileError)}
            </p>
          ) : null}
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={m.preview}
              className="mt-1 aspect-video w-full rounded-xl border border-border bg-muted object-contain"
            />
          ) : null}
        </div>
        <Field
          control={form.control}
          name="ownerName"
          label={m.ownerName}
          dir="auto"
          autoComplete="off"
          placeholder={m.ownerNamePlaceholder}
        />
        <Field
          control={form.control}
          name="ownerEmail"
          label={m.ownerEmail}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={m.ownerEmailPlaceholder}
        />
        <SubmitButton pending={upload.isPending} icon={ImageUp} className="w-full sm:w-fit">
          {m.uploadImage}
        </SubmitButton>
      </form>
    </TitledCard>
  );
}
