// Every page of PRODUCT 2 with the role that sees it: the screenshot script, the accessibility
// sweep and the small-screen sweep all walk this one list.
import { desc, eq } from 'drizzle-orm';
import { ads, badges, compliments, promotions } from '../src/server/db/schema/index';
import { ROUTES } from '../src/contract/routes';
import { publishBadge } from '../src/server/features/badges/badges.service';
import { reportCompliment } from '../src/server/features/moderation/reports.service';
import { pickRandomCompliment } from '../src/server/features/compliments/compliments.service';
import type { E2E } from './fixtures';

export type Role = 'guest' | 'member' | 'admin';

export interface CataloguedPage {
  /** A short name used for file names. */
  name: string;
  path: string;
  role: Role;
}

/** Resolves the pages, with real ids from the running app's database for the dynamic routes. */
export async function cataloguePages(e2e: E2E): Promise<CataloguedPage[]> {
  const [ad] = await e2e.ctx.db
    .select({ id: ads.id })
    .from(ads)
    .orderBy(desc(ads.createdAt))
    .limit(1);
  const [promotion] = await e2e.ctx.db
    .select({ id: promotions.id })
    .from(promotions)
    .orderBy(desc(promotions.createdAt))
    .limit(1);
  const [badge] = await e2e.ctx.db
    .select({ id: badges.publicId, userId: badges.userId })
    .from(badges)
    .limit(1);
  // A badge link shows its card only once the owner shared it.
  if (badge) await publishBadge(e2e.ctx, badge.userId, badge.id);
  // The moderation queue shows an item: one report queues a compliment without hiding it.
  const reporter = await e2e.createMember();
  const reported = await pickRandomCompliment(e2e.ctx, e2e.app.randomPicker, reporter.id);
  if (reported) {
    await reportCompliment(e2e.ctx, e2e.app.randomPicker, reporter.id, reported.id, {
      reason: 'other',
      note: 'It sounds like a joke about someone.',
    });
  }
  const pages: CataloguedPage[] = [
    { name: 'home', path: ROUTES.home, role: 'guest' },
    { name: 'home-member', path: ROUTES.home, role: 'member' },
    { name: 'login', path: ROUTES.login, role: 'guest' },
    { name: 'register', path: ROUTES.register, role: 'guest' },
    { name: 'forgot-password', path: ROUTES.forgotPassword, role: 'guest' },
    { name: 'reset-password', path: `${ROUTES.resetPassword}?token=example`, role: 'guest' },
    { name: 'profile', path: ROUTES.profile, role: 'member' },
    { name: 'settings', path: ROUTES.settings, role: 'member' },
    // A confirmation link opened by a guest; one without a token shows the page's error, as a
    // made-up one would, without a 400 in the console.
    { name: 'confirm-email', path: ROUTES.confirmEmail, role: 'guest' },
    // The notice's link with no token shows the page's error, as a made-up one would.
    { name: 'cancel-email-change', path: ROUTES.cancelEmailChange, role: 'guest' },
    { name: 'gift', path: ROUTES.gift, role: 'guest' },
    // The weekly digest's unsubscribe page asks first; any well-formed token shows the question.
    { name: 'unsubscribe', path: `${ROUTES.unsubscribe}?token=1.${'A'.repeat(43)}`, role: 'guest' },
    { name: 'gift-admin', path: ROUTES.gift, role: 'admin' },
    { name: 'admin-login', path: ROUTES.adminLogin, role: 'guest' },
    { name: 'admin-login-admin', path: ROUTES.adminLogin, role: 'admin' },
    { name: 'admin', path: ROUTES.admin, role: 'admin' },
    { name: 'simple-admin', path: ROUTES.simpleAdmin, role: 'admin' },
    { name: 'admin-ads', path: ROUTES.adminAds, role: 'admin' },
    { name: 'admin-moderation', path: ROUTES.adminModeration, role: 'admin' },
    { name: 'admin-ads-create', path: ROUTES.adminAdsCreate, role: 'admin' },
    { name: 'admin-promotions', path: ROUTES.adminPromotions, role: 'admin' },
    { name: 'admin-promotions-form', path: ROUTES.adminPromotionsForm, role: 'admin' },
    { name: 'not-found', path: '/no-such-page', role: 'guest' },
  ];
  if (ad) {
    pages.push({
      name: 'admin-ads-edit',
      path: ROUTES.adminAdsEdit.replace(':id', ad.id),
      role: 'admin',
    });
    pages.push({
      name: 'admin-ad-report',
      path: ROUTES.adminAdReport.replace(':id', ad.id),
      role: 'admin',
    });
  }
  if (promotion) {
    pages.push({
      name: 'admin-promotions-edit',
      path: `${ROUTES.adminPromotionsForm}?id=${promotion.id}`,
      role: 'admin',
    });
    pages.push({
      name: 'admin-promotion-report',
      path: ROUTES.adminPromotionReport.replace(':id', promotion.id),
      role: 'admin',
    });
    pages.push({
      name: 'gift-deep-link',
      path: `${ROUTES.gift}?promotion=${promotion.id}`,
      role: 'guest',
    });
  }
  if (badge)
    pages.push({ name: 'home-badge', path: `${ROUTES.home}?badge=${badge.id}`, role: 'guest' });
  // A compliment's share page (PRODUCT 5), opened by a guest from a shared link.
  const [shared] = await e2e.ctx.db
    .select({ publicId: compliments.publicId })
    .from(compliments)
    .where(eq(compliments.isVisible, true))
    .orderBy(compliments.id)
    .limit(1);
  if (shared) {
    pages.push({
      name: 'shared-compliment',
      path: ROUTES.sharedCompliment.replace(':publicId', shared.publicId),
      role: 'guest',
    });
  }
  return pages;
}
