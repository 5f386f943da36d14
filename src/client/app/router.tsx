// The client routes of SPEC §2; each page is its own chunk, loaded when first visited.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton } from '../components/layout/page-skeleton';
import { routePatterns } from '../config/paths';

/** React.lazy for a page module's named export (pages export PascalCase names, not defaults). */
function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
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
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
