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
  adminModeration: '/admin/moderation',
  adminPromotions: '/admin-promotions',
  adminPromotionsForm: '/admin-promotions-form',
  gift: '/gift',
} as const;

/** Routes on which the top navigation bar is hidden (PRODUCT 3). */
export const ROUTES_WITHOUT_NAV: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.adminLogin,
];

const patterns = Object.values(ROUTES).map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
