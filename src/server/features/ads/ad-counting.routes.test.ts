// Ad views and clicks as DECISIONS 32 and 50 count them: only with the view token of an answer,
// once, never from a crawler or a client naming no User-Agent, within the ad's frequency cap per
// member or address block, and always into the day's row in the same transaction as the total;
// and the admin's report of those days.
import { ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app';
import { loginCookie, signedInUser } from '../../../../test/factories';
import * as campaigns from '../../../../test/helpers/campaigns';
import type { Ad, AdReport, PublicAd } from '../../../contract/ads';
import { addressVisitor, issueViewToken } from '../campaigns/view-tokens';
import { adDailyCounts, ads } from '../../db/schema/index';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const GOOGLEBOT = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const HEADLESS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
};

let t: TestApp, admin: string, member: string;
const counting = campaigns.countingTests('ad', 61, (built) => ({ t, admin, member } = built));
const { visitor, view, counted, follow: click, counts: countsOf } = counting;

/** A live ad that the public pick answers: every other ad is switched off. */
async function onlyLiveAd(fields: Record<string, string> = {}): Promise<Ad> {
  const ad = await campaigns.createLiveAd(t, admin, fields);
  await t.ctx.db.update(ads).set({ isActive: false }).where(ne(ads.id, ad.id));
  return ad;
}

const withCountry = (country: string | undefined, headers = campaigns.BROWSER) =>
  country ? { ...headers, 'cf-ipcountry': country } : headers;

/** What GET /api/ads answered a visitor at `remoteAddress`. */
const shown = (remoteAddress: string, headers = campaigns.BROWSER) =>
  campaigns.shownTo<PublicAd>(t, '/api/ads?placement=homepage', remoteAddress, headers);

async function reportOf(id: string): Promise<AdReport> {
  const res = await campaigns.adminGet(t, admin, `/api/admin/ads/${id}/report`);
  expect(res.statusCode).toBe(200);
  return res.json<AdReport>();
}

const today = () => t.ctx.now().toISOString().slice(0, 10);
const dayBefore = (days: number) =>
  new Date(t.ctx.now().getTime() - days * DAY).toISOString().slice(0, 10);

describe('K10 daily counts', () => {
  it('K10 daily counts: totals equal the sum of the daily rows after 200 concurrent views and 80 clicks over two UTC days', async () => {
    campaigns.moveClockTo(t, campaigns.lateTomorrow(t));
    const ad = await onlyLiveAd();
    const countries = ['LK', 'US', undefined];

    async function wave(size: number) {
      const visitors = Array.from({ length: size }, (_, i) => ({
        address: visitor(),
        headers: withCountry(countries[i % countries.length]),
      }));
      const answers = await Promise.all(visitors.map((v) => shown(v.address, v.headers)));
      const [views, clicks] = await Promise.all([
        Promise.all(
          answers.map((answer, i) => view(answer, visitors[i]!.address, visitors[i]!.headers)),
        ),
        Promise.all(
          answers
            .slice(0, 40)
            .map((answer, i) =>
              click(answer.id, answer.viewToken, visitors[i]!.address, visitors[i]!.headers),
            ),
        ),
      ]);
      expect(views.map((res) => res.json().counted)).toEqual(Array(size).fill(true));
      expect(clicks.map((res) => res.statusCode)).toEqual(Array(40).fill(302));
    }

    await wave(100);
    const firstDay = today();
    t.clock.advance(4 * HOUR);
    const secondDay = today();
    expect(secondDay).not.toBe(firstDay);
    await wave(100);

    expect((await countsOf(ad.id)).totals).toEqual({ views: 200, clicks: 80 });
    const { rows, sum } = await countsOf(ad.id);
    expect(sum).toEqual({ views: 200, clicks: 80 });
    for (const day of [firstDay, secondDay]) {
      const ofDay = rows.filter((row) => row.day === day);
      expect(ofDay.reduce((n, row) => n + row.views, 0)).toBe(100);
      expect(ofDay.reduce((n, row) => n + row.clicks, 0)).toBe(40);
    }
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(['LK', 'US', 'ZZ']));
    expect(new Set(rows.map((row) => row.placement))).toEqual(new Set(['HomepageBanner']));

    const report = await reportOf(ad.id);
    expect(report.totals).toEqual({ views: 200, clicks: 80, ctr: '40.00' });
    expect(report.days.slice(-2)).toEqual([
      { date: firstDay, views: 100, clicks: 40, ctr: '40.00' },
      { date: secondDay, views: 100, clicks: 40, ctr: '40.00' },
    ]);
    expect(report.countries.reduce((n, row) => n + row.views, 0)).toBe(200);
    expect(report.placements).toEqual([
      { placement: 'HomepageBanner', views: 200, clicks: 80, ctr: '40.00' },
    ]);
  });
});

describe('R5 view tokens', () => {
  it('R5 view tokens: a view without a token, or with a forged, foreign, expired or spent one, counts nothing', async () => {
    const ad = await onlyLiveAd();
    const address = visitor();
    const answer = await shown(address);
    const token = answer.viewToken;
    const other = await campaigns.createLiveAd(t, admin, { category: 'InFeed' });
    const otherAnswer = await t.inject({
      method: 'GET',
      url: '/api/ads?placement=feed',
      remoteAddress: address,
      headers: campaigns.BROWSER,
    });
    const elsewhere = await shown(visitor());
    const otherSecret = issueViewToken(
      'another-secret-another-secret-0123456789',
      { campaignId: ad.id, placement: 'HomepageBanner', visitor: addressVisitor(address) },
      t.ctx.now(),
    );
    const lastChar = token.at(-1) === 'A' ? 'B' : 'A';
    const refused = [
      undefined,
      '',
      token.slice(0, -1) + lastChar,
      `0${token}`,
      token.replace('.a.', '.m.'),
      token.replace('HomepageBanner', 'InFeed'),
      otherAnswer.json<PublicAd>().viewToken,
      elsewhere.viewToken,
      otherSecret,
      'x'.repeat(60),
    ];
    expect(otherAnswer.json<PublicAd>().id).toBe(other.id);
    for (const viewToken of refused) {
      expect(await counted({ id: ad.id, viewToken }, address), String(viewToken)).toBe(false);
    }
    const emptyBody = await t.inject({
      method: 'POST',
      url: `/api/ads/${ad.id}/view`,
      remoteAddress: address,
      headers: campaigns.BROWSER,
      payload: {},
    });
    expect(emptyBody.json()).toEqual({ counted: false });

    expect(await counted(answer, address)).toBe(true);
    expect(await counted(answer, address)).toBe(false);
    expect((await countsOf(ad.id)).totals).toEqual({ views: 1, clicks: 0 });
    expect((await countsOf(ad.id)).sum).toEqual({ views: 1, clicks: 0 });
  });

  it('R5 view tokens: count in their own 4-hour bucket and the next one, not later', async () => {
    campaigns.moveClockTo(t, campaigns.lateTomorrow(t));
    const ad = await onlyLiveAd();
    const address = visitor();
    const early = await shown(address);
    const late = await shown(address);
    t.clock.advance(4 * HOUR);
    expect(await counted(early, address)).toBe(true);
    t.clock.advance(4 * HOUR);
    expect(await counted(late, address)).toBe(false);
    expect((await countsOf(ad.id)).totals).toEqual({ views: 1, clicks: 0 });
  });

  it("R5 view tokens: a member's token counts for that member only, on any of their sessions and from any address", async () => {
    const ad = await onlyLiveAd();
    const { user, cookie } = await signedInUser(t.app);
    const address = visitor();
    const answer = await shown(address, { ...campaigns.BROWSER, cookie });
    expect((await view(answer, address)).json()).toEqual({ counted: false });
    const otherMember = { ...campaigns.BROWSER, cookie: member };
    expect((await view(answer, address, otherMember)).json()).toEqual({ counted: false });
    const otherSession = { ...campaigns.BROWSER, cookie: await loginCookie(t.app, user) };
    expect((await view(answer, visitor(), otherSession)).json()).toEqual({ counted: true });
    expect((await countsOf(ad.id)).totals.views).toBe(1);
  });

  it('R5 view tokens: the public answer carries a token of its own each time', async () => {
    await onlyLiveAd();
    const address = visitor();
    const [first, second] = [await shown(address), await shown(address)];
    expect(first.viewToken).not.toBe(second.viewToken);
    expect(first.viewToken.length).toBeLessThan(200);
  });
});

describe('R6 crawlers', () => {
  it('R6 crawlers: Googlebot and headless browsers get the ad and the redirect but never count', async () => {
    const ad = await onlyLiveAd();
    const address = visitor();
    const answer = await shown(address, GOOGLEBOT);
    expect(answer.id).toBe(ad.id);
    for (const crawler of [GOOGLEBOT, HEADLESS]) {
      expect((await view(answer, address, crawler)).json()).toEqual({ counted: false });
      const res = await click(ad.id, answer.viewToken, address, crawler);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(ad.redirectUrl);
    }
    expect((await countsOf(ad.id)).totals).toEqual({ views: 0, clicks: 0 });
    expect((await countsOf(ad.id)).rows).toEqual([]);
    // A crawler spends nothing: the same answer still counts once for a browser.
    expect(await counted(answer, address)).toBe(true);
  });
});

describe('K12 no User-Agent', () => {
  it('K12 no User-Agent: a view or a click without one, or with an empty one, gets its answer and redirect but counts nothing', async () => {
    const ad = await onlyLiveAd();
    const address = visitor();
    const answer = await shown(address);
    for (const agent of [undefined, '', '  ']) {
      const headers = { 'user-agent': agent };
      expect((await view(answer, address, headers)).json(), String(agent)).toEqual({
        counted: false,
      });
      const res = await click(ad.id, answer.viewToken, address, headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(ad.redirectUrl);
    }
    expect((await countsOf(ad.id)).totals).toEqual({ views: 0, clicks: 0 });
    expect((await countsOf(ad.id)).rows).toEqual([]);
    // Nothing was spent: the same answer still counts a view and a click for a browser.
    expect(await counted(answer, address)).toBe(true);
    expect((await click(ad.id, answer.viewToken, address)).statusCode).toBe(302);
    expect((await countsOf(ad.id)).totals).toEqual({ views: 1, clicks: 1 });
  });
});

describe('K11 frequency cap', () => {
  it('K11 frequency cap: a cap of 3 counts exactly 3 views per visitor and UTC day under concurrency, and 3 more the next day', async () => {
    campaigns.moveClockTo(t, campaigns.lateTomorrow(t));
    const ad = await onlyLiveAd({ frequencyCap: '3' });
    expect(ad.frequencyCap).toBe(3);
    const [first, second] = [visitor(), visitor()];
    const answersFor = (address: string) =>
      Promise.all(Array.from({ length: 10 }, () => shown(address)));
    const viewsOf = async (address: string, answers: PublicAd[]) =>
      (await Promise.all(answers.map((answer) => counted(answer, address)))).filter(Boolean).length;

    const [firstAnswers, secondAnswers] = [await answersFor(first), await answersFor(second)];
    const [firstCounted, secondCounted] = await Promise.all([
      viewsOf(first, firstAnswers),
      viewsOf(second, secondAnswers),
    ]);
    expect([firstCounted, secondCounted]).toEqual([3, 3]);

    t.clock.advance(4 * HOUR);
    expect(await viewsOf(first, await answersFor(first))).toBe(3);
    expect((await countsOf(ad.id)).totals).toEqual({ views: 9, clicks: 0 });
    const { rows, sum } = await countsOf(ad.id);
    expect(sum.views).toBe(9);
    expect(rows.map((row) => row.views).sort()).toEqual([3, 6]);
  });

  it('is kept when an update leaves it out, and cleared with null', async () => {
    const ad = await campaigns.createLiveAd(t, admin, { frequencyCap: '5' });
    const { frequencyCap: _cap, ...withoutCap } = ad;
    const put = (payload: Record<string, unknown>) =>
      t.inject({
        method: 'PUT',
        url: `/api/admin/ads/${ad.id}`,
        headers: { cookie: admin },
        payload,
      });
    expect((await put(withoutCap)).json<Ad>().frequencyCap).toBe(5);
    expect((await put({ ...ad, frequencyCap: 2 })).json<Ad>().frequencyCap).toBe(2);
    expect((await put({ ...ad, frequencyCap: null })).json<Ad>().frequencyCap).toBeNull();
    for (const frequencyCap of [0, -1, 2.5, 'three']) {
      const res = await put({ ...ad, frequencyCap });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message:
          'Frequency cap must be empty (no cap) or a whole number of at least 1 view per visitor a day',
        fieldErrors: { frequencyCap: [expect.any(String)] },
      });
    }
  });
});

describe('K13 frequency cap per member and per /64', () => {
  /** Whether the view of a fresh answer counted, for a visitor at `address` with `headers`. */
  const shownAndViewed = async (address: string, headers = campaigns.BROWSER) =>
    (await view(await shown(address, headers), address, headers)).json<{ counted: boolean }>()
      .counted;

  it('K13 frequency cap per member: a cap of 2 counts 2 views a day for a member signed in three times from three addresses, viewing at once', async () => {
    const ad = await onlyLiveAd({ frequencyCap: '2' });
    const { user, cookie } = await signedInUser(t.app);
    const sessions = [cookie, await loginCookie(t.app, user), await loginCookie(t.app, user)];
    expect(new Set(sessions).size).toBe(3);
    const devices = sessions.map((session) => ({
      address: visitor(),
      headers: { ...campaigns.BROWSER, cookie: session },
    }));
    const answers = await Promise.all(
      [...devices, ...devices].map(async (device) => ({
        device,
        answer: await shown(device.address, device.headers),
      })),
    );
    const views = await Promise.all(
      answers.map(({ device, answer }) => view(answer, device.address, device.headers)),
    );
    expect(views.filter((res) => res.json().counted === true)).toHaveLength(2);
    // Another member has a cap of their own.
    const other = { ...campaigns.BROWSER, cookie: member };
    const otherAddress = visitor();
    expect([
      await shownAndViewed(otherAddress, other),
      await shownAndViewed(otherAddress, other),
    ]).toEqual([true, true]);
    expect(await shownAndViewed(otherAddress, other)).toBe(false);
    expect((await countsOf(ad.id)).totals.views).toBe(4);
  });

  it('K13 frequency cap per /64: guests at four addresses of one IPv6 /64 share a cap of 2; another /64 and each IPv4 address have their own', async () => {
    const ad = await onlyLiveAd({ frequencyCap: '2' });
    const block = [
      '2001:db8:61:13::1',
      '2001:db8:61:13::2',
      '2001:db8:61:13:a::3',
      '2001:db8:61:13:b:c:d:4',
    ];
    const inBlock = [];
    for (const address of block) inBlock.push(await shownAndViewed(address));
    expect(inBlock).toEqual([true, true, false, false]);
    expect(await shownAndViewed('2001:db8:61:14::1')).toBe(true);
    const [first, second] = [visitor(), visitor()];
    expect([await shownAndViewed(first), await shownAndViewed(second)]).toEqual([true, true]);
    expect([await shownAndViewed(first), await shownAndViewed(second)]).toEqual([true, true]);
    expect((await countsOf(ad.id)).totals.views).toBe(7);
  });
});

describe('clicks', () => {
  it('count once per token and always redirect: without a token, with a bad, spent or expired one', async () => {
    const ad = await onlyLiveAd();
    const address = visitor();
    const answer = await shown(address);
    const stale = await shown(address);
    const tokens = [undefined, 'forged.token', answer.viewToken, answer.viewToken];
    for (const token of tokens) {
      const res = await click(ad.id, token, address);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(ad.redirectUrl);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await countsOf(ad.id)).totals.clicks).toBe(1);

    t.clock.advance(8 * HOUR);
    expect((await click(ad.id, stale.viewToken, address)).statusCode).toBe(302);
    expect((await countsOf(ad.id)).totals.clicks).toBe(1);
  });

  it("count a member's click through the session the redirect reads itself", async () => {
    const ad = await onlyLiveAd();
    const { cookie } = await signedInUser(t.app);
    const address = visitor();
    const answer = await shown(address, { ...campaigns.BROWSER, cookie });
    expect((await click(ad.id, answer.viewToken, address)).statusCode).toBe(302);
    expect((await countsOf(ad.id)).totals.clicks).toBe(0);
    const res = await click(ad.id, answer.viewToken, address, { ...campaigns.BROWSER, cookie });
    expect(res.statusCode).toBe(302);
    expect((await countsOf(ad.id)).totals).toEqual({ views: 0, clicks: 1 });
  });
});

describe('GET /api/admin/ads/{id}/report and report.csv', () => {
  it('are for admins only: guests 401, members 403', async () => {
    const ad = await campaigns.createLiveAd(t, admin);
    for (const url of [`/api/admin/ads/${ad.id}/report`, `/api/admin/ads/${ad.id}/report.csv`]) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
      const asMember = await t.inject({ method: 'GET', url, headers: { cookie: member } });
      expect(asMember.statusCode).toBe(403);
    }
  });

  it('answer the last 30 UTC days with zeros filled, by country and placement, and as CSV', async () => {
    campaigns.moveClockTo(t, campaigns.lateTomorrow(t));
    const ad = await onlyLiveAd();
    const address = visitor();
    const answer = await shown(address, withCountry('LK'));
    expect((await view(answer, address, withCountry('LK'))).json()).toEqual({ counted: true });
    const clicked = await click(ad.id, answer.viewToken, address, withCountry('LK'));
    expect(clicked.statusCode).toBe(302);
    const edge = { placement: 'HomepageBanner', country: 'US', views: 5, clicks: 1 };
    await t.ctx.db.insert(adDailyCounts).values([
      { campaignId: ad.id, day: dayBefore(29), ...edge },
      { campaignId: ad.id, day: dayBefore(30), ...edge, views: 7 },
    ]);

    const report = await reportOf(ad.id);
    expect(report).toMatchObject({ id: ad.id, from: dayBefore(29), to: today() });
    expect(report.days).toHaveLength(30);
    expect(report.days[0]).toEqual({ date: dayBefore(29), views: 5, clicks: 1, ctr: '20.00' });
    expect(report.days[29]).toEqual({ date: today(), views: 1, clicks: 1, ctr: '100.00' });
    for (const [index, day] of report.days.slice(1, 29).entries()) {
      expect(day).toEqual({ date: dayBefore(28 - index), views: 0, clicks: 0, ctr: '0.00' });
    }
    expect(report.totals).toEqual({ views: 6, clicks: 2, ctr: '33.33' });
    expect(report.countries).toEqual([
      { country: 'US', views: 5, clicks: 1, ctr: '20.00' },
      { country: 'LK', views: 1, clicks: 1, ctr: '100.00' },
    ]);
    expect(report.placements).toEqual([
      { placement: 'HomepageBanner', views: 6, clicks: 2, ctr: '33.33' },
    ]);

    const csv = await campaigns.adminGet(t, admin, `/api/admin/ads/${ad.id}/report.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="ad-${ad.id}-${today()}.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe('date,views,clicks,ctr');
    expect(lines[1]).toBe(`${dayBefore(29)},5,1,20.00`);
    expect(lines[2]).toBe(`${dayBefore(28)},0,0,0.00`);
    expect(lines[30]).toBe(`${today()},1,1,100.00`);
  });

  it('answer 404 for unknown and malformed ids', async () => {
    for (const id of ['0b3f8a52-5b7e-4c1e-9d8f-2a6b4c8e0f13', 'not-a-uuid']) {
      for (const suffix of ['report', 'report.csv']) {
        const res = await campaigns.adminGet(t, admin, `/api/admin/ads/${id}/${suffix}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Ad not found' });
      }
    }
  });
});
