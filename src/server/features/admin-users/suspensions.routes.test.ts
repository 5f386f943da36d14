import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser, type TestUser } from '../../../../test/factories';
import { rows, submit, uniqueText } from '../../../../test/helpers/compliments';
import { moderationCall, submittedBy, visibilityOf } from '../../../../test/helpers/moderation';
import { sweepExpiredSuspensions } from '../moderation/suspensions.service';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { isAdmin: true });
});
afterAll(() => t.close());

type Member = { user: TestUser; cookie: string };
const member = (): Promise<Member> => signedInUser(t.app);

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  moderationCall(t, admin.cookie, method, url, payload);

const visibility = (id: number) => visibilityOf(t, id);

const submitted = (author: Member, text?: string) => submittedBy(t, author.cookie, text);

describe('suspensions', () => {
  it('suspends until lifted ("until further notice"), lifts, and never suspends an admin', async () => {
    const m = await member();
    const id = await submitted(m);
    const res = await asAdmin('POST', `/users/${m.user.id}/suspend`, {
      duration: 'indefinite',
      reason: 'Spam wave',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userId: m.user.id,
      suspension: { until: null, reason: 'Spam wave' },
    });
    const refused = await submit(t, { text: uniqueText() }, m.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account is suspended until further notice');
    expect((await visibility(id)).hidden_reason).toBe('suspended');
    expect(await sweepExpiredSuspensions(t.ctx, t.app.randomPicker)).toBe(0);
    // Restoring it while the author is suspended leaves it to the suspension's end.
    const restored = await asAdmin('POST', `/compliments/${id}/restore`, { reason: 'Fine' });
    expect(restored.json()).toMatchObject({ isVisible: false, hiddenReason: 'suspended' });

    const lifted = await asAdmin('POST', `/users/${m.user.id}/lift`);
    expect(lifted.json()).toEqual({ userId: m.user.id, suspension: null });
    expect(await visibility(id)).toEqual({ is_visible: true, hidden_reason: null });
    expect((await asAdmin('POST', `/users/${m.user.id}/lift`)).statusCode).toBe(409);

    const otherAdmin = await signedInUser(t.app, { isAdmin: true });
    const refusedAdmin = await asAdmin('POST', `/users/${otherAdmin.user.id}/suspend`, {
      duration: '7d',
      reason: 'No',
    });
    expect(refusedAdmin.statusCode).toBe(403);
    expect(refusedAdmin.json().message).toBe('Admins cannot be suspended');
    const actions = await rows<{ action: string }>(
      t,
      sql`select action from moderation_log where user_id = ${m.user.id}::int order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['suspend', 'restore', 'lift_suspension']);
  });
});
