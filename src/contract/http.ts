// The error body every API answer uses (PRODUCT 26).
import { z } from 'zod';

export const ErrorBodySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
