// What a form shows for values its schema refuses: the first message of each field, as the
// resolver does. For the client's form-values tests.
import type { z } from 'zod';

export function firstMessages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}
