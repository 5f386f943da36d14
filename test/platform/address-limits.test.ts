// SECURITY A13: every per-address limit counts an IPv6 client by its /64, so a client taking a new
// address of its block for each request is still one client; an IPv4 address counts on its own,
// in either of its spellings.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/contract/ads';
import { GIFT_PLACEMENT } from '../../src/contract/campaigns';
import { MESSAGES } from '../../src/contract/messages';
import type { Promotion } from '../../src/contract/promotions';
import { LIMITS, type LimitName } from '../../src/server/limiters';
import type { TestApp } from '../build-test-app';
import { createUser, uniqueEmail } from '../factories';
import { forgotPassword, login, outboxRowsFor, register } from '../helpers/auth';
import * as campaigns from '../helpers/campaigns';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await campaigns.buildCampaignTestApp());
});
afterAll(() => t.close());

let blocks = 0;

/** A /64 no other test uses; `address(n)` is its n-th address, each spelt differently. */
function newBlock(): (n: number) => string {
  blocks += 1;
  const prefix = `2001:db8:a13:${blocks.toString(16)}`;
  return (n) => `${prefix}:${(n + 1).toString(16)}::${(n * 7 + 1).toString(16)}`;
}

/** An address of a /64 of its own. */
const elsewhere = () => newBlock()(0);

function expectTooMany(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: MESSAGES.tooManyRequests });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const PASSWORD = 'golden-hour-7';

describe('A13 per-address limits group IPv6 by /64', () => {
  it('A13 register: 20 registrations from 20 addresses of one /64, then a 21st address of it gets 429; another /64 registers', async () => {
    const block = newBlock();
    const existing = await createUser(t.app);
    for (let i = 0; i < LIMITS.register.points; i++) {
      const res = await register(t, { email: existing.email, password: PASSWORD }, block(i));
      expect(res.statusCode).toBe(409);
    }
    expectTooMany(await register(t, { email: uniqueEmail(), password: PASSWORD }, block(99)));
    const other = await register(t, { email: uniqueEmail(), password: PASSWORD }, elsewhere());
    expect(other.statusCode).toBe(201);
  });

  it('A13 register: an IPv4 address written inside IPv6 counts as itself, apart from its neighbour', async () => {
    const existing = await createUser(t.app);
    for (let i = 0; i < LIMITS.register.points; i++) {
      const res = await register(
        t,
        { email: existing.email, password: PASSWORD },
        '::ffff:192.0.2.7',
      );
      expect(res.statusCode).toBe(409);
    }
    expectTooMany(await register(t, { email: uniqueEmail(), password: PASSWORD }, '192.0.2.7'));
    const neighbour = await register(
      t,
      { email: uniqueEmail(), password: PASSWORD },
      '::ffff:192.0.2.8',
    );
    expect(neighbour.statusCode).toBe(201);
  });

  it('A13 loginIpUser: 10 wrong passwords for one account from 10 addresses of one /64, then the right one from an 11th gets 429; another /64 logs in', async () => {
    const block = newBlock();
    const member = await createUser(t.app);
    for (let i = 0; i < LIMITS.loginIpUser.points; i++) {
      expect((await login(t, member.email, `guess-${i}`, { ip: block(i) })).statusCode).toBe(401);
    }
    expectTooMany(await login(t, member.email, member.password, { ip: block(99) }));
    expect((await login(t, member.email, member.password, { ip: elsewhere() })).statusCode).toBe(
      200,
    );
  });

  it('A13 loginIp: 100 failed logins over 100 usernames from 100 addresses of one /64, then another address of it gets 429; another /64 logs in', async () => {
    const block = newBlock();
    const member = await createUser(t.app);
    for (let batch = 0; batch < LIMITS.loginIp.points / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(t, uniqueEmail('spray'), 'Summer-2026!', { ip: block(batch * 10 + i) }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(401));
    }
    expectTooMany(await login(t, member.email, member.password, { ip: block(999) }));
    expect((await login(t, member.email, member.password, { ip: elsewhere() })).statusCode).toBe(
      200,
    );
  });

  it('A13 forgotIp: 30 requests from 30 addresses of one /64, then a known email from another address of it gets the same answer and no mail; another /64 gets the mail', async () => {
    const block = newBlock();
    for (let i = 0; i < LIMITS.forgotIp.points; i++) {
      expect((await forgotPassword(t, uniqueEmail('spray'), { ip: block(i) })).statusCode).toBe(
        200,
      );
    }
    const member = await createUser(t.app);
    const over = await forgotPassword(t, member.email, { ip: block(99) });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual({ message: MESSAGES.forgotPasswordAnswer });
    expect(await outboxRowsFor(t, member.email)).toHaveLength(0);
    expect((await forgotPassword(t, member.email, { ip: elsewhere() })).statusCode).toBe(200);
    expect(await outboxRowsFor(t, member.email)).toHaveLength(1);
  });

  it('A13 resetIp: 30 resets from 30 addresses of one /64, then another address of it gets 429; another /64 does not', async () => {
    const block = newBlock();
    const reset = (remoteAddress: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'a-token-never-issued', password: PASSWORD },
        remoteAddress,
      });
    for (let i = 0; i < LIMITS.resetIp.points; i++) {
      expect((await reset(block(i))).statusCode).toBe(400);
    }
    expectTooMany(await reset(block(99)));
    expect((await reset(elsewhere())).statusCode).toBe(400);
  });
});

/**
 * Sends as many counted calls as `limit` allows from as many addresses of one /64, then one from
 * another address of it and one from another /64. `call` sends one from an address; `counted`
 * reads the total the admin sees.
 */
async function countsPerBlock(
  limit: LimitName,
  call: (address: string) => Promise<unknown>,
  counted: () => Promise<number>,
): Promise<void> {
  const { points } = LIMITS[limit];
  const block = newBlock();
  for (let i = 0; i < points; i++) await call(block(i));
  expect(await counted()).toBe(points);
  await call(block(points));
  expect(await counted()).toBe(points);
  await call(elsewhere());
  expect(await counted()).toBe(points + 1);
}

const adminAd = (id: string) => campaigns.catalogueEntry<Ad>(t, admin, '/api/admin/ads', id);
const adminPromotion = (id: string) =>
  campaigns.catalogueEntry<Promotion>(t, admin, '/api/admin/promotions', id);

/** A counted redirect with the token an answer gave the guest at `address`. */
const follow = (path: string, token: string, address: string) =>
  t.inject({
    method: 'GET',
    url: `${path}?t=${encodeURIComponent(token)}`,
    remoteAddress: address,
    headers: campaigns.BROWSER,
  });

describe('A13 per-visitor campaign limits group IPv6 by /64', () => {
  it('A13 adView: 30 views of one ad from 30 addresses of one /64 count, the next from another address of it does not; another /64 does', async () => {
    const ad = await campaigns.createLiveAd(t, admin);
    await countsPerBlock(
      'adView',
      async (address) => {
        const token = campaigns.viewTokenFor(t, ad.id, ad.category, address);
        const res = await campaigns.postView(t, `/api/ads/${ad.id}/view`, address, token);
        expect(res.statusCode).toBe(200);
      },
      async () => (await adminAd(ad.id)).views,
    );
  });

  it('A13 adClick: 10 clicks of one ad from 10 addresses of one /64 count, the next from another address of it still redirects but does not count; another /64 does', async () => {
    const ad = await campaigns.createLiveAd(t, admin);
    await countsPerBlock(
      'adClick',
      async (address) => {
        const token = campaigns.viewTokenFor(t, ad.id, ad.category, address);
        const res = await follow(`/r/ad/${ad.id}`, token, address);
        expect(res.statusCode).toBe(302);
      },
      async () => (await adminAd(ad.id)).clicks,
    );
  });

  it('A13 promotionView: 30 views of one promotion from 30 addresses of one /64 count, the next from another address of it does not; another /64 does', async () => {
    const promotion = await campaigns.createLivePromotion(t, admin);
    await countsPerBlock(
      'promotionView',
      async (address) => {
        const token = campaigns.viewTokenFor(t, promotion.id, GIFT_PLACEMENT, address);
        const url = `/api/promotions/${promotion.id}/view`;
        expect((await campaigns.postView(t, url, address, token)).statusCode).toBe(200);
      },
      async () => (await adminPromotion(promotion.id)).views,
    );
  });

  it('A13 promotionClaim: 10 claims of one promotion from 10 addresses of one /64 count, the next from another address of it still redirects but does not count; another /64 does', async () => {
    const promotion = await campaigns.createLivePromotion(t, admin);
    await countsPerBlock(
      'promotionClaim',
      async (address) => {
        const token = campaigns.viewTokenFor(t, promotion.id, GIFT_PLACEMENT, address);
        const res = await follow(`/r/promotion/${promotion.id}`, token, address);
        expect(res.statusCode).toBe(302);
      },
      async () => (await adminPromotion(promotion.id)).claims,
    );
  });
});
