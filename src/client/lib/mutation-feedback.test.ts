import { createFormControl } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onJoinCommunityRequest } from '../hooks/use-join-community';
import { dismissToast, getToasts } from '../hooks/use-toast';
import { ApiError } from './api-client';
import { showFieldErrors, type MutationFeedback } from './mutation-feedback';
import { createQueryClient } from './query-client';

const CURRENT_USER_KEY = ['/api/auth/me'];

/** Runs one mutation that fails with `error` through the app's query client, as a hook would. */
async function failMutation(error: Error, meta: MutationFeedback) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, { id: 1, username: 'robin@example.com' });
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(error),
    // The toast is the same after a retry; skipping it keeps the test quick.
    retry: false,
    meta,
  });
  await expect(mutation.execute(undefined)).rejects.toBe(error);
  return queryClient;
}

const shownToasts = () =>
  getToasts()
    .filter((entry) => entry.open)
    .map(({ title, description, variant }) => ({ title, description, variant }));

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});
afterEach(() => {
  dismissToast();
});

describe('showFieldErrors', () => {
  it("puts the server's message under each field of the form it names, and nothing else", () => {
    const { formControl } = createFormControl({
      defaultValues: { email: '', password: '', confirmPassword: '' },
    });
    const refused = new ApiError(400, 'Bad Request', 'Invalid input', {
      password: ['This password is too common', 'A second message is not shown'],
      username: ['Not a field of this form'],
    });

    expect(showFieldErrors(formControl, refused)).toBe(true);
    expect(formControl.getFieldState('password').error?.message).toBe(
      'This password is too common',
    );
    expect(formControl.getFieldState('email').error).toBeUndefined();
    expect(formControl.getFieldState('confirmPassword').error).toBeUndefined();
  });

  it('leaves the form alone when the answer names none of its fields', () => {
    const { formControl } = createFormControl({ defaultValues: { password: '' } });
    const deadLink = new ApiError(400, 'Bad Request', 'This reset link has expired', {
      token: ['Expired'],
    });
    expect(showFieldErrors(formControl, deadLink)).toBe(false);
    expect(showFieldErrors(formControl, new TypeError('Failed to fetch'))).toBe(false);
    expect(formControl.getFieldState('password').error).toBeUndefined();
  });
});

describe('a failed mutation with feedback in its meta', () => {
  it('on a 401 reads the current user again and asks for Join the Community, without a toast', async () => {
    const joinRequests = vi.fn();
    const stopListening = onJoinCommunityRequest(joinRequests);
    try {
      const queryClient = await failMutation(new ApiError(401, 'Unauthorized', 'Not logged in'), {
        failure: { reason: 'Failed to thank compliment' },
        joinOn401: true,
      });
      expect(joinRequests).toHaveBeenCalledTimes(1);
      expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
      expect(shownToasts()).toEqual([]);
    } finally {
      stopListening();
    }
  });

  it('without joinOn401 shows a 401 like any other failure', async () => {
    const joinRequests = vi.fn();
    const stopListening = onJoinCommunityRequest(joinRequests);
    try {
      await failMutation(new ApiError(401, 'Unauthorized', 'Not logged in'), {
        failure: { title: 'Failed to suspend the member' },
      });
      expect(joinRequests).not.toHaveBeenCalled();
      expect(shownToasts()).toEqual([
        {
          title: 'Failed to suspend the member',
          description: 'Not logged in',
          variant: 'destructive',
        },
      ]);
    } finally {
      stopListening();
    }
  });

  it('words the toast as declared: a prefix, a fallback reason, or the reason as the title', async () => {
    await failMutation(new ApiError(500, 'Internal Server Error'), {
      failure: { prefix: 'Failed to delete image' },
    });
    expect(shownToasts()).toEqual([
      {
        title: 'Failed to delete image: 500: Internal Server Error',
        description: undefined,
        variant: 'destructive',
      },
    ]);

    await failMutation(new ApiError(503, 'Service Unavailable'), {
      failure: { title: 'Error', reason: 'Failed to submit compliment.' },
    });
    expect(shownToasts()).toEqual([
      { title: 'Error', description: 'Failed to submit compliment.', variant: 'destructive' },
    ]);

    await failMutation(new ApiError(409, 'Conflict', 'You already thanked this compliment'), {
      failure: { reason: 'Failed to thank compliment' },
    });
    expect(shownToasts()).toEqual([
      {
        title: 'You already thanked this compliment',
        description: undefined,
        variant: 'destructive',
      },
    ]);
  });

  it('stays quiet for the failures the screen shows by itself', async () => {
    await failMutation(new ApiError(400, 'Bad Request', 'Invalid input', { note: ['Too long'] }), {
      failure: { reason: 'Internal server error' },
      quietWhen: (error) => error instanceof ApiError && error.status === 400,
    });
    expect(shownToasts()).toEqual([]);
  });
});

describe('a successful mutation with feedback in its meta', () => {
  it('shows the success toast, worded from the answer and what was sent', async () => {
    const queryClient = createQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: (name: string) => Promise.resolve({ title: `${name}.webp` }),
      meta: {
        success: (image: { title: string }, name: string) => ({
          title: 'Image uploaded successfully',
          description: `${image.title} (${name})`,
        }),
      },
    });
    await mutation.execute('sunrise');
    expect(shownToasts()).toEqual([
      {
        title: 'Image uploaded successfully',
        description: 'sunrise.webp (sunrise)',
        variant: undefined,
      },
    ]);
  });
});
