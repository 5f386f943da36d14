// The client routes of PRODUCT 2; each page is its own chunk, loaded when first visited.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton } from '../components/layout/page-skeleton';
import { routePatterns } from '../config/paths';
import { preloadDefinedMessages } from '../lib/i18n';

/** React.lazy for a page module's named export (pages export PascalCase names, not defaults). */
function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const page = await load();
    // The page's texts in the reader's language come with it, before it draws.
    await preloadDefinedMessages();
    return { default: page[name] as ComponentType };
  });
}

const HomePage = lazyPage(() => import('../pages/home-page'), 'HomePage');
const LoginPage = lazyPage(() => import('../pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../pages/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../pages/reset-password-page'),
  'ResetPasswordPage',
);
const AdminLoginPage = lazyPage(() => import('../pages/admin-login-page'), 'AdminLoginPage');
const ProfilePage = lazyPage(() => import('../pages/profile-page'), 'ProfilePage');
const GiftPage = lazyPage(() => import('../pages/gift-page'), 'GiftPage');
const SimpleAdminPage = lazyPage(() => import('../pages/simple-admin-page'), 'SimpleAdminPage');
const AdminPage = lazyPage(() => import('../pages/admin-page'), 'AdminPage');
const AdminAdsPage = lazyPage(() => import('../pages/admin-ads-page'), 'AdminAdsPage');
const AdminAdCreatePage = lazyPage(
  () => import('../pages/admin-ad-create-page'),
  'AdminAdCreatePage',
);
const AdminAdEditPage = lazyPage(() => import('../pages/admin-ad-edit-page'), 'AdminAdEditPage');
const AdminAdReportPage = lazyPage(
  () => import('../pages/admin-ad-report-page'),
  'AdminAdReportPage',
);
const AdminModerationPage = lazyPage(
  () => import('../pages/admin-moderation-page'),
  'AdminModerationPage',
);
const AdminPromotionsPage = lazyPage(
  () => import('../pages/admin-promotions-page'),
  'AdminPromotionsPage',
);
const AdminPromotionFormPage = lazyPage(
  () => import('../pages/admin-promotion-form-page'),
  'AdminPromotionFormPage',
);
const AdminPromotionReportPage = lazyPage(
  () => import('../pages/admin-promotion-report-page'),
  'AdminPromotionReportPage',
);
const UnsubscribePage = lazyPage(() => import('../pages/unsubscribe-page'), 'UnsubscribePage');
const SharedComplimentPage = lazyPage(
  () => import('../pages/shared-compliment-page'),
  'SharedComplimentPage',
);
const AccountSettingsPage = lazyPage(
  () => import('../pages/account-settings-page'),
  'AccountSettingsPage',
);
const ConfirmEmailPage = lazyPage(() => import('../pages/confirm-email-page'), 'ConfirmEmailPage');
const CancelEmailChangePage = lazyPage(
  () => import('../pages/cancel-email-change-page'),
  'CancelEmailChangePage',
);
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'), 'NotFoundPage');

export function AppRouter() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Switch>
        <Route path={routePatterns.home} component={HomePage} />
        <Route path={routePatterns.login} component={LoginPage} />
        <Route path={routePatterns.register} component={RegisterPage} />
        <Route path={routePatterns.forgotPassword} component={ForgotPasswordPage} />
        <Route path={routePatterns.resetPassword} component={ResetPasswordPage} />
        <Route path={routePatterns.adminLogin} component={AdminLoginPage} />
        <Route path={routePatterns.profile} component={ProfilePage} />
        <Route path={routePatterns.gift} component={GiftPage} />
        <Route path={routePatterns.unsubscribe} component={UnsubscribePage} />
        <Route path={routePatterns.settings} component={AccountSettingsPage} />
        <Route path={routePatterns.confirmEmail} component={ConfirmEmailPage} />
        <Route path={routePatterns.cancelEmailChange} component={CancelEmailChangePage} />
        <Route path={routePatterns.simpleAdmin} component={SimpleAdminPage} />
        <Route path={routePatterns.admin} component={AdminPage} />
        <Route path={routePatterns.adminAds} component={AdminAdsPage} />
        <Route path={routePatterns.adminAdsCreate} component={AdminAdCreatePage} />
        <Route path={routePatterns.adminAdsEdit} component={AdminAdEditPage} />
        <Route path={routePatterns.adminAdReport} component={AdminAdReportPage} />
        <Route path={routePatterns.adminModeration} component={AdminModerationPage} />
        <Route path={routePatterns.adminPromotions} component={AdminPromotionsPage} />
        <Route path={routePatterns.adminPromotionsForm} component={AdminPromotionFormPage} />
        <Route path={routePatterns.adminPromotionReport} component={AdminPromotionReportPage} />
        <Route path={routePatterns.sharedCompliment} component={SharedComplimentPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
