// A react-hook-form form checked by a contract schema (the one the server validates the request
// with), its values typed by the schema's input and what it submits by the schema's output.
// It lives with the form parts, not in hooks/: modules there go into the chunk every page loads
// (vite.config.ts), and this one would bring the form library onto the first screen.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/** When the form checks its fields (`mode`, `reValidateMode`); the schema does the checking. */
export type SchemaFormOptions = Pick<UseFormProps, 'mode' | 'reValidateMode'>;

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options?: SchemaFormOptions,
) {
  return useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
    defaultValues,
  });
}
