// Demo content for a newcomer's first start: compliments by the Kindly Team account, images, an ad
// and promotions (`DEMO_CONTENT` in the README's Configuration).
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  TEAM_ACCOUNT,
  ensureTeamAccount,
} from '../../features/identity/auth/start-up-accounts.service';
import type { DbOrTx } from '../client';
import { ads, compliments, inspirationalImages, promotions, users } from '../schema/index';
import { DEMO_COMPLIMENT_ROWS, DEMO_COMPLIMENTS } from './demo-compliments';

/** What seeding needs from the app, so the command-line seeder can run without a server. */
export type SeedContext = Pick<AppContext, 'config' | 'db' | 'now'> & {
  log: {
    info(fields: Record<string, unknown>, message: string): void;
    warn(fields: Record<string, unknown>, message: string): void;
  };
};

const DAY_MS = 24 * 60 * 60 * 1000;

// Any fixed number will do: it only has to be the same for every instance racing to seed.
const SEED_LOCK_KEY = 4_151_220_905;

/** Served by the client build from public/images/demo/. */
const DEMO_IMAGE_FOLDER = '/images/demo';

export const DEMO_IMAGES = [
  { file: 'sunrise-hills.svg', title: 'Morning Over the Hills', category: 'Sunrise' },
  { file: 'calm-sea.svg', title: 'Calm Waters', category: 'Ocean' },
  { file: 'starry-night.svg', title: 'A Sky Full of Wishes', category: 'Night Sky' },
  { file: 'golden-dunes.svg', title: 'Golden Hour Dunes', category: 'Warmth' },
  { file: 'misty-pines.svg', title: 'Misty Pines', category: 'Forest' },
  { file: 'petal-bloom.svg', title: 'Petals of Joy', category: 'Abstract' },
] as const;

export const DEMO_AD = {
  name: 'Kindly Store: Wear your kindness',
  desktopFile: 'ad-desktop.svg',
  mobileFile: 'ad-mobile.svg',
} as const;

export const DEMO_PROMOTIONS = [
  {
    serviceProviderName: 'Bloom & Brew Coffee',
    discountTitle: '20% off your next bag of beans',
    discountDescription:
      'Celebrate a kind word with a fresh roast: take 20% off any bag of whole-bean or ground coffee in our online shop.',
    discountCode: 'KINDLY20',
    websiteUrl: 'https://bloomandbrew.example/shop',
    counties: [],
    validDays: 120,
  },
  {
    serviceProviderName: 'Paperleaf Stationery',
    discountTitle: 'Free shipping on thank-you cards',
    discountDescription:
      'Say thanks on paper. Every order of our handmade thank-you cards ships free, wherever we deliver.',
    discountCode: 'THANKYOUNOTE',
    websiteUrl: 'https://paperleaf.example/cards',
    counties: [],
    validDays: 180,
  },
  {
    serviceProviderName: 'Stretch & Smile Yoga',
    discountTitle: 'Your first month of online classes for $5',
    discountDescription:
      'Gentle morning and evening classes streamed live, with a warm community and teachers who cheer you on.',
    discountCode: 'SMILEMORE',
    websiteUrl: 'https://stretchandsmile.example/join',
    counties: ['US', 'CA'],
    validDays: 90,
  },
  {
    serviceProviderName: 'Ceylon Leaf Tea Co.',
    discountTitle: 'Buy one tin, gift one free',
    discountDescription:
      'Share a cup with someone who made your day: buy any loose-leaf tin and we send a second one to a friend, on us.',
    discountCode: 'SHAREACUP',
    websiteUrl: 'https://ceylonleaf.example/gift',
    counties: ['GB', 'LK'],
    validDays: 270,
  },
] as const;

const FALLBACK_STORE_URL = 'https://store.kindly.example/';

/** DEMO_CONTENT: 'on' always, 'auto' outside production, 'off' never. */
function wantsDemoContent(config: SeedContext['config']): boolean {
  return config.demoContent === 'on' || (config.demoContent === 'auto' && !config.production);
}

async function hasCompliments(db: DbOrTx): Promise<boolean> {
  // One index probe instead of count(*), so start-up stays fast on a large table.
  const rows = await db.select({ id: compliments.id }).from(compliments).limit(1);
  return rows.length > 0;
}

async function adminId(db: DbOrTx, email: string | undefined): Promise<number | null> {
  if (!email) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row?.id ?? null;
}

/** The Kindly Team account, made if missing, which writes the demo compliments; see ensureTeamAccount. */
async function teamAuthor(ctx: SeedContext, db: DbOrTx): Promise<number | null> {
  const id = await ensureTeamAccount(db, ctx.now());
  if (id === null) {
    ctx.log.warn(
      { email: TEAM_ACCOUNT.email },
      'The team address belongs to an account that signs in: demo compliments stay without an author',
    );
  }
  return id;
}

const authorlessDemoCompliments = () =>
  and(isNull(compliments.authorId), inArray(compliments.text, [...DEMO_COMPLIMENTS]));

/**
 * Databases seeded before the team account existed hold demo compliments without an author, whose
 * thanks reached no one: every start gives them to the team account. Finding none costs one index
 * probe.
 */
async function adoptDemoCompliments(ctx: SeedContext): Promise<void> {
  const [orphan] = await ctx.db
    .select({ id: compliments.id })
    .from(compliments)
    .where(authorlessDemoCompliments())
    .limit(1);
  if (!orphan) return;
  const adopted = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const teamId = await teamAuthor(ctx, tx);
    if (teamId === null) return 0;
    const rows = await tx
      .update(compliments)
      .set({ authorId: teamId, updatedAt: ctx.now() })
      .where(authorlessDemoCompliments())
      .returning({ id: compliments.id });
    return rows.length;
  });
  if (adopted > 0) {
    ctx.log.info({ compliments: adopted }, 'Demo compliments given to the Kindly Team account');
  }
}

function storeUrl(configured: string): string {
  const url = new URL(/^https?:\/\//i.test(configured) ? configured : FALLBACK_STORE_URL);
  url.searchParams.set('utm_source', 'kindly');
  url.searchParams.set('utm_medium', 'homepage_banner');
  return url.toString();
}

/**
 * Fills an empty database with demo content, all in one transaction. Answers true when it seeded,
 * false when DEMO_CONTENT says no or compliments exist already.
 */
export async function seedDemoContent(ctx: SeedContext): Promise<boolean> {
  // An app may start while its database is away (it answers 503 until it is back); this tidy-up
  // of older databases then waits for the next start rather than stopping this one.
  await adoptDemoCompliments(ctx).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'demo compliments not given to the team account this start'),
  );
  if (!wantsDemoContent(ctx.config)) return false;
  if (await hasCompliments(ctx.db)) return false;
  const now = ctx.now();
  const seeded = await ctx.db.transaction(async (tx) => {
    // Instances starting together on one empty database must not seed twice: the first takes
    // the lock, the others wait and then find its compliments.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if (await hasCompliments(tx)) return false;
    const uploadedById = await adminId(tx, ctx.config.admin?.email);
    const authorId = await teamAuthor(ctx, tx);
    await tx.insert(compliments).values(
      DEMO_COMPLIMENT_ROWS.map(({ text, language }) => ({
        text,
        language,
        authorId,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(inspirationalImages).values(
      DEMO_IMAGES.map((image) => ({
        imageUrl: `${DEMO_IMAGE_FOLDER}/${image.file}`,
        title: image.title,
        category: image.category,
        uploadedById,
        uploadedAt: now,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(ads).values({
      category: 'HomepageBanner',
      name: DEMO_AD.name,
      redirectUrl: storeUrl(ctx.config.merchStoreUrl),
      imageUrlD: `${DEMO_IMAGE_FOLDER}/${DEMO_AD.desktopFile}`,
      imageUrlM: `${DEMO_IMAGE_FOLDER}/${DEMO_AD.mobileFile}`,
      isActive: true,
      publishedAt: new Date(now.getTime() - DAY_MS),
      expireAt: null,
      viewLimit: null,
      counties: [],
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(promotions).values(
      DEMO_PROMOTIONS.map(({ validDays, counties, ...promotion }) => ({
        ...promotion,
        counties: [...counties],
        isActive: true,
        publishedAt: new Date(now.getTime() - 7 * DAY_MS),
        expireAt: new Date(now.getTime() + validDays * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })),
    );
    return true;
  });
  if (seeded) {
    ctx.log.info(
      {
        compliments: DEMO_COMPLIMENTS.length,
        images: DEMO_IMAGES.length,
        ads: 1,
        promotions: DEMO_PROMOTIONS.length,
      },
      'Demo content added to the empty database',
    );
  }
  return seeded;
}
