import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { uniqueEmail } from '../../../../test/factories';
import {
  asComplimentLanguage,
  complimentLength,
  normalizeComplimentText,
} from '../../../contract/compliments';
import { LOCALES } from '../../../contract/i18n/locales';
import { COMPLIMENT_MAX_LENGTH, COMPLIMENT_MIN_LENGTH } from '../../../contract/constants';
import type { Config } from '../../config';
import { contentProblemIn } from '../../features/screening/screening.service';
import { packageRoot } from '../../package-root';
import {
  ads,
  complimentSeenCounts,
  compliments,
  inspirationalImages,
  promotions,
  users,
} from '../schema/index';
import { DEMO_AD, DEMO_PROMOTIONS, seedDemoContent, type SeedContext } from './demo-content';

const publicFile = (url: string) => path.join(packageRoot(), 'public', url);

const silentLog: SeedContext['log'] = { info: () => {}, warn: () => {} };

describe('demo content on an empty database (DEMO_CONTENT=on)', () => {
  let t: TestApp;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await buildTestApp({
      demoContent: 'on',
      admin: { email: adminEmail, password: randomBytes(12).toString('base64url') },
    });
  });
  afterAll(() => t.close());

  it('seeds at start-up: 60+ visible compliments, 6 images, 1 homepage ad, 4 promotions', async () => {
    const rows = await t.ctx.db.select().from(compliments);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.every((row) => row.isVisible)).toBe(true);
    expect(await t.ctx.db.select().from(complimentSeenCounts)).toEqual([]);

    const images = await t.ctx.db.select().from(inspirationalImages);
    expect(images).toHaveLength(6);
    expect(images.every((image) => image.isActive)).toBe(true);

    const adRows = await t.ctx.db.select().from(ads);
    expect(adRows).toHaveLength(1);
    expect(adRows[0]).toMatchObject({
      category: 'HomepageBanner',
      isActive: true,
      expireAt: null,
      viewLimit: null,
      counties: [],
    });

    const promotionRows = await t.ctx.db.select().from(promotions);
    expect(promotionRows).toHaveLength(4);
    expect(promotionRows.filter((p) => p.counties.length > 0)).toHaveLength(2);
  });

  it('seeds compliments that satisfy the content rules, with no duplicates', async () => {
    const rows = await t.ctx.db
      .select({ text: compliments.text, language: compliments.language })
      .from(compliments);
    expect(new Set(rows.map(({ language }) => language))).toEqual(new Set(LOCALES));
    for (const { text, language } of rows) {
      expect(normalizeComplimentText(text)).toBe(text);
      expect(complimentLength(text)).toBeGreaterThanOrEqual(COMPLIMENT_MIN_LENGTH);
      expect(complimentLength(text)).toBeLessThanOrEqual(COMPLIMENT_MAX_LENGTH);
      expect({ text, problem: contentProblemIn(text, asComplimentLanguage(language)) }).toEqual({
        text,
        problem: null,
      });
    }
    expect(new Set(rows.map(({ text }) => text.toLowerCase())).size).toBe(rows.length);
  });

  it('makes the ad and the promotions currently shown, with http(s) targets', async () => {
    const now = t.ctx.now().getTime();
    const [ad] = await t.ctx.db.select().from(ads);
    expect(ad!.publishedAt.getTime()).toBeLessThan(now);
    expect(ad!.redirectUrl).toMatch(/^https:\/\/[^?#]+\?utm_source=kindly/);

    const promotionRows = await t.ctx.db.select().from(promotions);
    for (const promotion of promotionRows) {
      expect(promotion.isActive).toBe(true);
      expect(promotion.publishedAt.getTime()).toBeLessThan(now);
      expect(promotion.expireAt.getTime()).toBeGreaterThan(now + 60 * 24 * 60 * 60 * 1000);
      expect(promotion.websiteUrl).toMatch(/^https:\/\//);
    }
    expect(promotionRows.map((p) => p.counties).filter((c) => c.length > 0)).toEqual(
      expect.arrayContaining([
        ['US', 'CA'],
        ['GB', 'LK'],
      ]),
    );
  });

  it('points every image and ad at an SVG the client serves, credited to the configured admin', async () => {
    const [admin] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${adminEmail})`);
    const images = await t.ctx.db.select().from(inspirationalImages);
    for (const image of images) {
      expect(image.uploadedById).toBe(admin!.id);
      expect(image.title.length).toBeGreaterThanOrEqual(3);
      expect(image.category.length).toBeGreaterThanOrEqual(3);
      expect(image.imageUrl).toMatch(/^\/images\/demo\/[a-z-]+\.svg$/);
      expect(readFileSync(publicFile(image.imageUrl), 'utf8')).toMatch(/<svg[^>]+viewBox=/);
    }
    expect(new Set(images.map((image) => image.imageUrl)).size).toBe(6);
    const [ad] = await t.ctx.db.select().from(ads);
    expect(existsSync(publicFile(ad!.imageUrlD))).toBe(true);
    expect(existsSync(publicFile(ad!.imageUrlM))).toBe(true);
  });

  it('shows a guest the homepage ad, and promotions meant for their country', async () => {
    const ad = await t.inject({ method: 'GET', url: '/api/ads?placement=homepage' });
    expect(ad.statusCode).toBe(200);
    expect(ad.json()).toMatchObject({
      name: DEMO_AD.name,
      category: 'HomepageBanner',
      imageUrlD: '/images/demo/ad-desktop.svg',
      imageUrlM: '/images/demo/ad-mobile.svg',
    });

    const providersFor = (country: string) =>
      DEMO_PROMOTIONS.filter(
        (p) => p.counties.length === 0 || p.counties.some((c) => c === country),
      ).map((p) => p.serviceProviderName);
    for (const country of ['FR', 'LK']) {
      for (let i = 0; i < 8; i++) {
        const res = await t.inject({
          method: 'GET',
          url: '/api/promotions/random',
          headers: { 'cf-ipcountry': country },
        });
        expect(res.statusCode).toBe(200);
        expect(providersFor(country)).toContain(res.json().serviceProviderName);
      }
    }
  });

  it('adds nothing on a second start', async () => {
    const before = await t.ctx.db.$count(compliments);
    expect(await seedDemoContent(t.ctx)).toBe(false);
    expect(await t.ctx.db.$count(compliments)).toBe(before);
    expect(await t.ctx.db.$count(inspirationalImages)).toBe(6);
    expect(await t.ctx.db.$count(ads)).toBe(1);
    expect(await t.ctx.db.$count(promotions)).toBe(4);
  });
});

describe('demo content switched off, or refused', () => {
  let t: TestApp;
  const withConfig = (config: Partial<Config>): SeedContext => ({
    config: { ...t.ctx.config, ...config },
    db: t.ctx.db,
    now: t.ctx.now,
    log: silentLog,
  });
  const counts = async () => ({
    compliments: await t.ctx.db.$count(compliments),
    images: await t.ctx.db.$count(inspirationalImages),
    ads: await t.ctx.db.$count(ads),
    promotions: await t.ctx.db.$count(promotions),
  });
  const empty = { compliments: 0, images: 0, ads: 0, promotions: 0 };

  beforeAll(async () => {
    t = await buildTestApp({ demoContent: 'off' });
  });
  afterEach(async () => {
    for (const table of [compliments, inspirationalImages, ads, promotions]) {
      await t.ctx.db.delete(table);
    }
  });
  afterAll(() => t.close());

  it('seeds nothing at start-up with DEMO_CONTENT=off', async () => {
    expect(await counts()).toEqual(empty);
    expect(await seedDemoContent(t.ctx)).toBe(false);
    expect(await counts()).toEqual(empty);
  });

  it('seeds with DEMO_CONTENT=auto outside production, and not in production', async () => {
    expect(await seedDemoContent(withConfig({ demoContent: 'auto', production: true }))).toBe(
      false,
    );
    expect(await counts()).toEqual(empty);
    expect(await seedDemoContent(withConfig({ demoContent: 'auto', production: false }))).toBe(
      true,
    );
    expect((await counts()).compliments).toBeGreaterThanOrEqual(60);
  });

  it('leaves an image without an uploader when no admin is configured', async () => {
    expect(await seedDemoContent(withConfig({ demoContent: 'on', admin: undefined }))).toBe(true);
    const images = await t.ctx.db.select().from(inspirationalImages);
    expect(images.map((image) => image.uploadedById)).toEqual(Array(6).fill(null));
  });

  it('seeds once when two instances start together', async () => {
    const ctx = withConfig({ demoContent: 'on' });
    const results = await Promise.all([seedDemoContent(ctx), seedDemoContent(ctx)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await counts()).toMatchObject({ images: 6, ads: 1, promotions: 4 });
  });

  it('leaves nothing half-seeded when a write fails, and seeds fully on the next start', async () => {
    // Refuse new promotions only, the last table seeded, so everything before it must roll back.
    await t.ctx.db.execute(
      sql`alter table promotions add constraint promotions_refuse_all check (false) not valid`,
    );
    try {
      await expect(seedDemoContent(withConfig({ demoContent: 'on' }))).rejects.toThrow();
      expect(await counts()).toEqual(empty);
    } finally {
      await t.ctx.db.execute(sql`alter table promotions drop constraint promotions_refuse_all`);
    }
    expect(await seedDemoContent(withConfig({ demoContent: 'on' }))).toBe(true);
    expect(await counts()).toMatchObject({ images: 6, ads: 1, promotions: 4 });
  });
});
