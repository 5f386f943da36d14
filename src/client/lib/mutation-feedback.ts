// What a mutation tells the person when it ends is declared once, in its `meta` (DECISIONS 10):
// the query client's MutationCache shows it, so components keep only what the screen itself does
// (navigate, close, reset), and a session that ended mid-action is handled in one place.
import type { QueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { requestJoinCommunity } from '../hooks/use-join-community';
import { toast, type ToastOptions } from '../hooks/use-toast';
import { uiCatalog } from '../components/ui/ui-messages';
import { ApiError, serverMessageOr, statusOf } from './api-client';
import { messagesOf, t } from './i18n';
import { QUERY_KEYS } from './query-keys';

/** How a failure reads in its toast. */
interface FailureText {
  /** The toast's title; without one, the reason itself is the title. */
  title?: string;
  /** The title reads "{prefix}: {reason}", as in `Failed to delete image: …`. */
  prefix?: string;
  /**
   * Why it failed: the server's message, else the error's own ("{status}: …"). A string is said
   * instead when the server gave no message; false says nothing beyond the title.
   */
  reason?: string | false | ((error: Error) => string | undefined);
}

// A type alias rather than an interface: TanStack Query asks a registered meta for an index signature.
// The `never` defaults make a callback name the answer it reads, through `feedback`.
export type MutationFeedback<TData = never, TVariables = never> = {
  /** The toast after success; a function reads the answer and what was sent. */
  success?: ToastOptions | ((data: TData, variables: TVariables) => ToastOptions);
  failure?: FailureText;
  /**
   * A 401 means the session ended meanwhile: the current user is read again and the visitor is
   * invited to join instead of being shown a failure.
   */
  joinOn401?: boolean;
  /** Failures the screen shows by itself, such as field messages or a dead link: no toast. */
  quietWhen?: (error: Error) => boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationFeedback;
  }
}

/** Types a feedback's callbacks by the mutation's answer and variables. */
export const feedback = <TData, TVariables = unknown>(
  value: MutationFeedback<TData, TVariables>,
): MutationFeedback<TData, TVariables> => value;

function failureToast(error: Error, text: FailureText): ToastOptions {
  const reason =
    typeof text.reason === 'function'
      ? text.reason(error)
      : text.reason === false
        ? undefined
        : serverMessageOr(error, text.reason ?? error.message);
  if (text.prefix !== undefined) {
    return {
      variant: 'destructive',
      title: t(messagesOf(uiCatalog).failedWithReason, {
        prefix: text.prefix,
        reason: String(reason),
      }),
    };
  }
  if (text.title === undefined) return { variant: 'destructive', title: reason };
  return { variant: 'destructive', title: text.title, description: reason };
}

/** The MutationCache's onSuccess. */
export function announceSuccess(
  meta: MutationFeedback | undefined,
  data: unknown,
  variables: unknown,
): void {
  const success = meta?.success;
  if (!success) return;
  if (typeof success !== 'function') {
    toast(success);
    return;
  }
  // The cache hands back the answer and variables of the very mutation that declared this meta.
  toast((success as (data: unknown, variables: unknown) => ToastOptions)(data, variables));
}

/** The MutationCache's onError. */
export function announceFailure(
  error: Error,
  meta: MutationFeedback | undefined,
  queryClient: QueryClient,
): void {
  if (!meta) return;
  if (meta.joinOn401 && statusOf(error) === 401) {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
    requestJoinCommunity();
    return;
  }
  if (!meta.failure || meta.quietWhen?.(error)) return;
  toast(failureToast(error, meta.failure));
}

/** Whether the server named fields in its answer. */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
}

/**
 * Shows the server's per-field messages under the form's own fields (a message about anything else,
 * such as a reset link's token, is left to the caller). Answers true when one landed; the toast, or
 * the join invitation on a 401, comes from the mutation's `meta`.
 */
export function showFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; getValues: () => T },
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const field of Object.keys(form.getValues()) as Path<T>[]) {
    const message = error.fieldErrors[field]?.[0];
    if (message) {
      form.setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
