// Shared steps of the moderation and suspension API tests: an admin's moderation calls, a
// compliment's visibility as stored, and a member's submission by id.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../build-test-app';
import { rows, submit, uniqueText } from './compliments';

/** A call to /api/admin/moderation{url} with the admin's cookie. */
export const moderationCall = (
  t: TestApp,
  adminCookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.inject({
    method,
    url: `/api/admin/moderation${url}`,
    headers: { cookie: adminCookie },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

/** Whether the compliment shows, and why not, as the database holds it. */
export const visibilityOf = async (t: TestApp, id: number) =>
  (
    await rows<{ is_visible: boolean; hidden_reason: string | null }>(
      t,
      sql`select is_visible, hidden_reason from compliments where id = ${id}::int`,
    )
  )[0]!;

/** Submits a compliment as the member and answers its id. */
export async function submittedBy(
  t: TestApp,
  cookie: string,
  text = uniqueText(),
): Promise<number> {
  const res = await submit(t, { text }, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().compliment.id as number;
}
