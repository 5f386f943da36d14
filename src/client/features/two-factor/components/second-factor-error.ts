// Where a refused second factor is said: under the code field, in the server's words.
import { ApiError } from '../../../lib/api-client';

/** The message for the code field, or undefined when the failure is not about it (a toast says it). */
export function codeFieldMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = error.fieldErrors.code?.[0] ?? error.fieldErrors.recoveryCode?.[0];
  if (field) return field;
  return error.status === 401 || error.status === 409 ? error.serverMessage : undefined;
}
