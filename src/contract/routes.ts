// The client's routes (PRODUCT 2): the client router and the server's HTML answers share this list.
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  adminLogin: '/admin-login',
  admin: '/admin',
  simpleAdmin: '/simple-admin',
  adminAds: '/admin/ads',
  adminAdsCreate: '/admin/ads/create',
  adminAdsEdit: '/admin/ads/edit/:id',
  adminAdReport: '/admin/ads/:id/report',
  adminModeration: '/admin/moderation',
  adminPromotions: '/admin-promotions',
  adminPromotionsForm: '/admin-promotions-form',
  adminPromotionReport: '/admin/promotions/:id/report',
  gift: '/gift',
  /** The weekly digest's unsubscribe confirm page, from the mail's link (PRODUCT 20.2). */
  unsubscribe: '/unsubscribe',
  /** A compliment's share page, by its public id (PRODUCT 5). */
  sharedCompliment: '/c/:publicId',
  /** The member's account settings (PRODUCT 11.3). */
  settings: '/settings',
  /** Where a mailed confirmation link lands (PRODUCT 11.2). */
  confirmEmail: '/confirm-email',
  /** Where the old address's notice of a change of address lands (PRODUCT 11.3). */
  cancelEmailChange: '/cancel-email-change',
} as const;

/** Routes on which the top navigation bar is hidden (PRODUCT 3). */
export const ROUTES_WITHOUT_NAV: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.adminLogin,
];

const patternOf = (route: string) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`);

const patterns = Object.values(ROUTES).map(patternOf);

export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** Whether a path is the page of a route, `:id` parts standing for any one segment. */
export function matchesRoute(route: string, pathname: string): boolean {
  return patternOf(route).test(pathname);
}

/**
 * The admin screens (PRODUCT 8), which carry the admin navigation: every route under /admin but
 * the log-in, and /simple-admin. A new admin route joins by being named so.
 */
const adminPatterns = Object.values(ROUTES)
  .filter(
    (route) =>
      route !== ROUTES.adminLogin && (route === ROUTES.simpleAdmin || route.startsWith('/admin')),
  )
  .map(patternOf);

export function isAdminRoute(pathname: string): boolean {
  return adminPatterns.some((pattern) => pattern.test(pathname));
}
