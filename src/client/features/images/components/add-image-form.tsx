// The /admin add-by-URL form (PRODUCT 24, image by URL): an image hosted elsewhere, with title and category.
import { ImagePlus } from 'lucide-react';
import { AddImageBodySchema } from '../../../../contract/images';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TitledCard } from '../../../components/ui/card';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { adminImagesCatalog } from '../admin-images-messages';
import { useAddImage } from '../api/add-image';

export function AddImageForm() {
  const m = useMessages(adminImagesCatalog);
  const add = useAddImage();
  const form = useSchemaForm(AddImageBodySchema, { imageUrl: '', title: '', category: '' });

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => showFieldErrors(form, error),
    }),
  );

  return (
    <TitledCard title={m.addTitle} description={m.addDescription}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5 md:grid-cols-[2fr_1fr_1fr]">
        <Field
          control={form.control}
          name="imageUrl"
          label={m.imageUrl}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={m.imageUrlPlaceholder}
        />
        <Field
          control={form.control}
          name="title"
          label={m.title}
          dir="auto"
          autoComplete="off"
          placeholder={m.titlePlaceholder}
        />
        <Field
          control={form.control}
          name="category"
          label={m.category}
          dir="auto"
          autoComplete="off"
          placeholder={m.categoryPlaceholder}
        />
        <SubmitButton
          pending={add.isPending}
          icon={ImagePlus}
          className="w-full sm:w-fit md:col-span-3"
        >
          {m.addImage}
        </SubmitButton>
      </form>
    </TitledCard>
  );
}
