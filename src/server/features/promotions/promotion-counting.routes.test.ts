// Promotion views and claims as DECISIONS 32 and 50 count them: with the view token of the /gift
// answer, once, never from a crawler or a client naming no User-Agent, and into the day's row
// with the total; and the report.
import { ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app';
import * as campaigns from '../../../../test/helpers/campaigns';
import type { Promotion, PromotionReport, PublicPromotion } from '../../../contract/promotions';
import { promotions } from '../../db/schema/index';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const BINGBOT = {
  'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
};

let t: TestApp, admin: string, member: string;
const counting = campaigns.countingTests(
  'promotion',
  62,
  (built) => ({ t, admin, member } = built),
);
const { visitor, view, counted, follow: claim, counts: countsOf } = counting;

/** A live promotion the random pick answers: every other one is switched off. */
async function onlyLivePromotion(): Promise<Promotion> {
  const promotion = await campaigns.createLivePromotion(t, admin);
  await t.ctx.db.update(promotions).set({ isActive: false }).where(ne(promotions.id, promotion.id));
  return promotion;
}

const shown = (
  remoteAddress: string,
  headers = campaigns.BROWSER,
  url = '/api/promotions/random',
) => campaigns.shownTo<PublicPromotion>(t, url, remoteAddress, headers);

const today = () => t.ctx.now().toISOString().slice(0, 10);

describe('view tokens on /gift', () => {
  it('R5 view tokens: the random and the linked promotion each carry a token that counts one view', async () => {
    const promotion = await onlyLivePromotion();
    const address = visitor();
    const random = await shown(address);
    const linked = await shown(address, campaigns.BROWSER, `/api/promotions/${promotion.id}`);
    expect([random.id, linked.id]).toEqual([promotion.id, promotion.id]);
    expect(random.viewToken).not.toBe(linked.viewToken);
    for (const answer of [random, linked]) {
      expect(await counted(answer, address)).toBe(true);
      expect(await counted(answer, address)).toBe(false);
    }
    expect((await countsOf(promotion.id)).totals).toEqual({ views: 2, claims: 0 });
  });

  it('R5 view tokens: a view without a token, with a forged one or an expired one counts nothing', async () => {
    const promotion = await onlyLivePromotion();
    const address = visitor();
    const answer = await shown(address);
    const lastChar = answer.viewToken.at(-1) === 'A' ? 'B' : 'A';
    for (const viewToken of [undefined, answer.viewToken.slice(0, -1) + lastChar, 'gift']) {
      expect(await counted({ id: promotion.id, viewToken }, address)).toBe(false);
    }
    expect(await counted(answer, visitor())).toBe(false);
    t.clock.advance(8 * HOUR);
    expect(await counted(answer, address)).toBe(false);
    expect((await countsOf(promotion.id)).totals).toEqual({ views: 0, claims: 0 });
  });

  it('R6 crawlers: Bingbot gets the promotion and the redirect but counts no view or claim', async () => {
    const promotion = await onlyLivePromotion();
    const address = visitor();
    const answer = await shown(address, BINGBOT);
    expect((await view(answer, address, BINGBOT)).json()).toEqual({ counted: false });
    const res = await claim(promotion.id, answer.viewToken, address, BINGBOT);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(promotion.websiteUrl);
    expect((await countsOf(promotion.id)).totals).toEqual({ views: 0, claims: 0 });
  });
});

describe('K12 no User-Agent', () => {
  it('K12 no User-Agent: a view or a claim without one, or with an empty one, gets its answer and redirect but counts nothing', async () => {
    const promotion = await onlyLivePromotion();
    const address = visitor();
    const answer = await shown(address);
    for (const agent of [undefined, '']) {
      const headers = { 'user-agent': agent };
      expect((await view(answer, address, headers)).json()).toEqual({ counted: false });
      const res = await claim(promotion.id, answer.viewToken, address, headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(promotion.websiteUrl);
    }
    expect((await countsOf(promotion.id)).totals).toEqual({ views: 0, claims: 0 });
    expect(await counted(answer, address)).toBe(true);
    expect((await claim(promotion.id, answer.viewToken, address)).statusCode).toBe(302);
    expect((await countsOf(promotion.id)).totals).toEqual({ views: 1, claims: 1 });
  });
});

describe('claims', () => {
  it('count once per token and always redirect', async () => {
    const promotion = await onlyLivePromotion();
    const address = visitor();
    const answer = await shown(address);
    for (const token of [undefined, 'x.y', answer.viewToken, answer.viewToken]) {
      const res = await claim(promotion.id, token, address);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(promotion.websiteUrl);
    }
    expect((await countsOf(promotion.id)).totals).toEqual({ views: 0, claims: 1 });
  });
});

describe('K10 daily counts', () => {
  it('K10 daily counts: promotion totals equal the sum of the daily rows after concurrent views and claims over two UTC days', async () => {
    campaigns.moveClockTo(t, campaigns.lateTomorrow(t));
    const promotion = await onlyLivePromotion();
    const countries = ['DE', undefined];

    async function wave(size: number) {
      const visitors = Array.from({ length: size }, (_, i) => {
        const country = countries[i % countries.length];
        const headers = country ? { ...campaigns.BROWSER, 'cf-ipcountry': country } : undefined;
        return { address: visitor(), headers: headers ?? campaigns.BROWSER };
      });
      const answers = await Promise.all(visitors.map((v) => shown(v.address, v.headers)));
      const [views, claims] = await Promise.all([
        Promise.all(answers.map((a, i) => view(a, visitors[i]!.address, visitors[i]!.headers))),
        Promise.all(
          answers
            .slice(0, 20)
            .map((a, i) => claim(a.id, a.viewToken, visitors[i]!.address, visitors[i]!.headers)),
        ),
      ]);
      expect(views.filter((res) => res.json().counted === true)).toHaveLength(size);
      expect(claims.filter((res) => res.statusCode === 302)).toHaveLength(20);
    }

    await wave(50);
    const firstDay = today();
    t.clock.advance(4 * HOUR);
    await wave(50);

    expect((await countsOf(promotion.id)).totals).toEqual({ views: 100, claims: 40 });
    const { rows, sum } = await countsOf(promotion.id);
    expect(sum).toEqual({ views: 100, claims: 40 });
    expect(new Set(rows.map((row) => row.day))).toEqual(new Set([firstDay, today()]));
    expect(new Set(rows.map((row) => row.placement))).toEqual(new Set(['gift']));
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(['DE', 'ZZ']));
  });
});

describe('GET /api/admin/promotions/{id}/report and report.csv', () => {
  it('are for admins only: guests 401, members 403', async () => {
    const promotion = await campaigns.createLivePromotion(t, admin);
    for (const suffix of ['report', 'report.csv']) {
      const url = `/api/admin/promotions/${promotion.id}/${suffix}`;
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
      const asMember = await t.inject({ method: 'GET', url, headers: { cookie: member } });
      expect(asMember.statusCode).toBe(403);
    }
  });

  it('answer 30 days with zeros filled, and a CSV of one row per day under its header', async () => {
    const promotion = await onlyLivePromotion();
    const address = visitor();
    const headers = { ...campaigns.BROWSER, 'cf-ipcountry': 'FR' };
    const answer = await shown(address, headers);
    expect((await view(answer, address, headers)).json()).toEqual({ counted: true });
    expect((await claim(promotion.id, answer.viewToken, address, headers)).statusCode).toBe(302);

    const res = await campaigns.adminGet(t, admin, `/api/admin/promotions/${promotion.id}/report`);
    expect(res.statusCode).toBe(200);
    const report = res.json<PromotionReport>();
    const first = new Date(t.ctx.now().getTime() - 29 * DAY).toISOString().slice(0, 10);
    expect(report).toMatchObject({ id: promotion.id, from: first, to: today() });
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toEqual({ date: today(), views: 1, claims: 1 });
    expect(report.days.slice(0, 29).every((day) => day.views === 0 && day.claims === 0)).toBe(true);
    expect(report.totals).toEqual({ views: 1, claims: 1 });
    expect(report.countries).toEqual([{ country: 'FR', views: 1, claims: 1 }]);
    expect(report.placements).toEqual([{ placement: 'gift', views: 1, claims: 1 }]);

    const csv = await campaigns.adminGet(
      t,
      admin,
      `/api/admin/promotions/${promotion.id}/report.csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="promotion-${promotion.id}-${today()}\\.csv"$`),
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe('date,views,claims');
    expect(lines[1]).toBe(`${first},0,0`);
    expect(lines[30]).toBe(`${today()},1,1`);
  });

  it('answer 404 for an unknown promotion', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/promotions/0b3f8a52-5b7e-4c1e-9d8f-2a6b4c8e0f13/report',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Promotion not found' });
  });
});
