// The /admin add-by-URL form (PRODUCT 24, image by URL): an image hosted elsewhere, with title and category.
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddImageBodySchema } from '../../../../contract/images';
import { Field } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useAddImage } from '../api/add-image';

type AddImageInput = z.input<typeof AddImageBodySchema>;
type AddImageValues = z.output<typeof AddImageBodySchema>;

export function AddImageForm() {
  const add = useAddImage();
  const form = useForm<AddImageInput, unknown, AddImageValues>({
    resolver: zodResolver(AddImageBodySchema),
    defaultValues: { imageUrl: '', title: '', category: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => showFieldErrors(form, error),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add Inspirational Image</CardTitle>
        <CardDescription>Link an image hosted elsewhere (http or https).</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 md:grid-cols-[2fr_1fr_1fr]">
          <Field
            control={form.control}
            name="imageUrl"
            label="Image URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://example.com/sunrise.jpg"
          />
          <Field
            control={form.control}
            name="title"
            label="Title"
            autoComplete="off"
            placeholder="Sunrise over the hills"
          />
          <Field
            control={form.control}
            name="category"
            label="Category"
            autoComplete="off"
            placeholder="Nature"
          />
          <Button type="submit" className="w-full sm:w-fit md:col-span-3" disabled={add.isPending}>
            {add.isPending ? <Spinner /> : <ImagePlus aria-hidden="true" />}
            Add Image
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
