// Shared steps of the compliments and badges API tests: calls, and data set up or read directly
// in the database where the API has no way to do it (hidden or deleted compliments, karma totals).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { COMPLIMENT_MESSAGES } from '../../src/contract/compliments';
import { complimentSeenCounts, compliments, deliveries } from '../../src/server/db/schema/index';
import { HttpError, isUniqueViolation } from '../../src/server/http-error';
import type { TestApp } from '../build-test-app';

export async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.ctx.db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
let textSequence = 0;

/**
 * A compliment text unique within a test database. The number is spelled out: digits would be
 * read as leetspeak by the profanity filter.
 */
export function uniqueText(prefix = 'You make every room brighter'): string {
  textSequence += 1;
  const spelled = [...String(textSequence)].map((d) => DIGITS[Number(d)]).join('-');
  return `${prefix}, kind soul number ${spelled}`;
}

export async function addCompliment(
  t: TestApp,
  options: { text?: string; authorId?: number | null; visible?: boolean; language?: string } = {},
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into compliments (text, author_id, is_visible, language)
        values (${options.text ?? uniqueText()}, ${options.authorId ?? null}::int,
                ${options.visible ?? true}, ${options.language ?? 'en'})
        returning id`,
  );
  return row!.id;
}

export async function addImage(t: TestApp, title = 'Morning light'): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into inspirational_images (image_url, title, category, is_active)
        values ('https://images.example/light.jpg', ${title}, 'Nature', true)
        returning id`,
  );
  return row!.id;
}

export async function karmaOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await rows<{ karma_points: number }>(
    t,
    sql`select karma_points from users where id = ${userId}::int`,
  );
  return row!.karma_points;
}

export async function badgeLevels(t: TestApp, userId: number): Promise<string[]> {
  const found = await rows<{ type: string; level: number }>(
    t,
    sql`select type, level from badges where user_id = ${userId}::int order by type, level`,
  );
  return found.map((badge) => `${badge.type}:${badge.level}`);
}

export async function countThanks(t: TestApp, complimentId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from thanks where compliment_id = ${complimentId}::int`,
  );
  return row!.n;
}

const withCookie = (cookie?: string) => (cookie ? { cookie } : {});

export const getRandom = (t: TestApp, cookie?: string): Promise<LightMyRequestResponse> =>
  t.inject({ method: 'GET', url: '/api/compliments/random', headers: withCookie(cookie) });

export const submit = (
  t: TestApp,
  payload: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> =>
  t.inject({
    method: 'POST',
    url: '/api/compliments',
    headers: withCookie(cookie),
    payload: payload as Record<string, unknown>,
  });

export const thank = (
  t: TestApp,
  id: number | string,
  cookie?: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  t.inject({
    method: 'POST',
    url: `/api/compliments/${id}/thank`,
    headers: withCookie(cookie),
    ...(payload ? { payload } : {}),
  });

export const getList = (
  t: TestApp,
  list: 'submitted' | 'received',
  cookie?: string,
): Promise<LightMyRequestResponse> =>
  t.inject({ method: 'GET', url: `/api/compliments/${list}`, headers: withCookie(cookie) });

/**
 * Hides or shows a compliment again without a moderation decision, as an operator would in the
 * database, and drops this instance's drawn picks. Answers false when no such compliment exists;
 * showing one whose text a visible compliment already has is a 409, as the unique index decides.
 */
export async function setComplimentVisibility(
  app: FastifyInstance,
  id: number,
  visible: boolean,
): Promise<boolean> {
  const { ctx } = app;
  try {
    const changed = await ctx.db
      .update(compliments)
      .set({ isVisible: visible, updatedAt: ctx.now() })
      .where(eq(compliments.id, id))
      .returning({ id: compliments.id });
    app.randomPicker.forget();
    return changed.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, COMPLIMENT_MESSAGES.duplicate);
    throw error;
  }
}

/**
 * Deletes a compliment with its deliveries and seen count, as an operator would (no screen
 * offers it), and drops this instance's drawn picks. Deliveries have no foreign key
 * (DECISIONS 40), so they are deleted here.
 */
export async function deleteCompliment(app: FastifyInstance, id: number): Promise<boolean> {
  const deleted = await app.ctx.db.transaction(async (tx) => {
    await tx.delete(deliveries).where(eq(deliveries.complimentId, id));
    await tx.delete(complimentSeenCounts).where(eq(complimentSeenCounts.complimentId, id));
    return tx.delete(compliments).where(eq(compliments.id, id)).returning({ id: compliments.id });
  });
  app.randomPicker.forget();
  return deleted.length > 0;
}
