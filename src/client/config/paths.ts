// Every client URL, built from the shared route list so links and the router cannot drift apart.
import { ROUTES } from '../../contract/routes';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** The tabs of /admin, each with an address of its own so the admin navigation can open one. */
export const ADMIN_PANEL_TABS = ['users', 'admins', 'images', 'audit'] as const;
export type AdminPanelTab = (typeof ADMIN_PANEL_TABS)[number];
/** The query parameter that names the open tab of /admin; the first tab goes without it. */
export const ADMIN_PANEL_TAB_PARAM = 'tab';

export const paths = {
  home: ROUTES.home,
  login: ROUTES.login,
  register: ROUTES.register,
  forgotPassword: ROUTES.forgotPassword,
  resetPassword: ROUTES.resetPassword,
  profile: ROUTES.profile,
  adminLogin: ROUTES.adminLogin,
  admin: ROUTES.admin,
  adminPanelTab: (tab: AdminPanelTab) =>
    tab === ADMIN_PANEL_TABS[0]
      ? ROUTES.admin
      : withQuery(ROUTES.admin, { [ADMIN_PANEL_TAB_PARAM]: tab }),
  simpleAdmin: ROUTES.simpleAdmin,
  adminAds: ROUTES.adminAds,
  adminAdsCreate: ROUTES.adminAdsCreate,
  adminAdsEdit: (id: string) => ROUTES.adminAdsEdit.replace(':id', encodeURIComponent(id)),
  adminAdReport: (id: string) => ROUTES.adminAdReport.replace(':id', encodeURIComponent(id)),
  adminModeration: ROUTES.adminModeration,
  adminPromotions: ROUTES.adminPromotions,
  adminPromotionsCreate: ROUTES.adminPromotionsForm,
  adminPromotionsEdit: (id: string) => withQuery(ROUTES.adminPromotionsForm, { id }),
  adminPromotionReport: (id: string) =>
    ROUTES.adminPromotionReport.replace(':id', encodeURIComponent(id)),
  gift: ROUTES.gift,
  unsubscribe: ROUTES.unsubscribe,
  settings: ROUTES.settings,
  confirmEmail: ROUTES.confirmEmail,
  cancelEmailChange: ROUTES.cancelEmailChange,
  giftPromotion: (id: string) => withQuery(ROUTES.gift, { promotion: id }),
  /** A compliment's share page, and the preview picture its Open Graph tags name (PRODUCT 5). */
  sharedCompliment: (publicId: string) =>
    ROUTES.sharedCompliment.replace(':publicId', encodeURIComponent(publicId)),
  complimentCard: (publicId: string) =>
    `${ROUTES.sharedCompliment.replace(':publicId', encodeURIComponent(publicId))}/card.png`,
  /** A badge share link: the site root with the badge id (PRODUCT 2). */
  badgeShare: (id: string | number) => withQuery(ROUTES.home, { badge: String(id) }),
  /** Server redirects that count a click or a claim; open them in a new tab. */
  adRedirect: (id: string) => `/r/ad/${encodeURIComponent(id)}`,
  promotionRedirect: (id: string) => `/r/promotion/${encodeURIComponent(id)}`,
} as const;

/** The router's patterns (with `:params`), for <Route path>. */
export const routePatterns = ROUTES;
