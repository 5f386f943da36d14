// Shared steps of the compliments and badges API tests: calls, and data set up or read directly
// in the database where the API has no way to do it (hidden compliments, karma totals).
import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
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
  options: { text?: string; authorId?: number | null; visible?: boolean } = {},
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t,
    sql`insert into compliments (text, author_id, is_visible)
        values (${options.text ?? uniqueText()}, ${options.authorId ?? null}::int,
                ${options.visible ?? true})
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
