// Test data made through the services, with unique emails, and signed-in cookies for them.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  createUser as createUserService,
  type UserRow,
} from '../src/server/features/identity/auth/auth.service';
import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema/index';

let sequence = 0;

export const uniqueEmail = (prefix = 'member') =>
  `${prefix}.${++sequence}.${randomBytes(3).toString('hex')}@example.com`;

export const DEFAULT_PASSWORD = 'sunlit-meadow-42';

export interface TestUser extends UserRow {
  password: string;
}

export async function createUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; isAdmin?: boolean; karmaPoints?: number } = {},
): Promise<TestUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  let user = await createUserService(app.ctx, {
    email: overrides.email ?? uniqueEmail(overrides.isAdmin ? 'admin' : 'member'),
    password,
    isAdmin: overrides.isAdmin ?? false,
  });
  if (overrides.karmaPoints !== undefined) {
    [user] = (await app.ctx.db
      .update(users)
      .set({ karmaPoints: overrides.karmaPoints })
      .where(eq(users.id, user.id))
      .returning()) as [UserRow];
  }
  return { ...user, password };
}

/** Logs the user in through the API and answers the Cookie header value to send. */
export async function loginCookie(
  app: FastifyInstance,
  user: { username: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: user.password },
    remoteAddress: `10.9.${++sequence % 250}.${sequence % 250}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies[0]!;
  return `${cookie.name}=${cookie.value}`;
}

export async function signedInUser(
  app: FastifyInstance,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: TestUser; cookie: string }> {
  const user = await createUser(app, overrides);
  return { user, cookie: await loginCookie(app, user) };
}

export const randomToken = () => randomBytes(8).toString('hex');
