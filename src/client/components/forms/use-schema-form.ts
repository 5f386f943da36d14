// A react-hook-form form checked by a contract schema (the one the server validates the request
// with), its values typed by the schema's input and what it submits by the schema's output.
// It lives with the form parts, not in hooks/: modules there go into the chunk every page loads
// (vite.config.ts), and this one would bring the form library onto the first screen.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { onFirstInteraction } from '../../lib/first-interaction';

/** When the form checks its fields (`mode`, `reValidateMode`); the schema does the checking. */
export type SchemaFormOptions = Pick<UseFormProps, 'mode' | 'reValidateMode'>;

type FormSchema<Input extends FieldValues, Output extends FieldValues> = z.ZodType<Output, Input>;

/**
 * The schema, or a loader of it for a form on a page's first screen: the form is drawn without zod
 * and the contract's schemas, which load at the visitor's first press, key or focus, and its first
 * check waits for them if they are not in yet (DECISIONS 69).
 */
type FormSchemaSource<Input extends FieldValues, Output extends FieldValues> =
  FormSchema<Input, Output> | (() => Promise<FormSchema<Input, Output>>);

function loadedResolver<Input extends FieldValues, Output extends FieldValues>(
  load: () => Promise<FormSchema<Input, Output>>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const resolver = zodResolver(await load()) as Resolver<Input, unknown, Output>;
    return resolver(values, context, options);
  };
}

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchemaSource<Input, Output>,
  defaultValues: DefaultValues<Input>,
  options?: SchemaFormOptions,
) {
  useEffect(() => {
    if (typeof schema !== 'function') return;
    // A failed fetch is tried again at the form's first check.
    return onFirstInteraction(() => void schema().catch(() => undefined));
  }, [schema]);
  return useForm<Input, unknown, Output>({
    ...options,
    resolver: typeof schema === 'function' ? loadedResolver(schema) : zodResolver(schema),
    defaultValues,
  });
}
