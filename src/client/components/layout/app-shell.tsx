// The page frame: skip link, the nav bar (PRODUCT 3), on admin screens the admin navigation
// (PRODUCT 8), the main landmark and the footer.
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ROUTES_WITHOUT_NAV, isAdminRoute } from '../../../contract/routes';
import { dismissToastsOnNavigation } from '../../hooks/use-toast';
import { useMessages } from '../../lib/i18n';
import { layoutCatalog } from './layout-messages';
import { SiteFooter } from './site-footer';
import { TopNav, type NavUser } from './top-nav';

// Admin code is not on the frame every visitor loads (DECISIONS 69): the admin bar comes with the
// admin screens, fetched beside their page's chunk.
const AdminNav = lazy(async () => ({ default: (await import('./admin-nav')).AdminNav }));

/**
 * The admin bar's box while the session is checked or the bar's code arrives (a row of h-9 links,
 * py-2, a 1 px border), so the page under it does not move when it comes.
 */
function AdminNavPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[calc(3.25rem+1px)] border-b border-border/70 bg-muted/50"
    />
  );
}

function withoutTrailingSlash(path: string) {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function AppShell({
  user,
  unreadMessages,
  children,
}: {
  /** undefined while the session is being checked, null for a guest */
  user: NavUser | null | undefined;
  /** the signed-in member's unread admin messages; null for a guest */
  unreadMessages?: number | null;
  children: ReactNode;
}) {
  const text = useMessages(layoutCatalog);
  const [location] = useLocation();
  const showNav = !ROUTES_WITHOUT_NAV.includes(withoutTrailingSlash(location));
  // Only for a signed-in admin: others on these addresses are on their way out (PRODUCT 9). While
  // the session is checked its place is held.
  const onAdminRoute = showNav && isAdminRoute(location);
  const showAdminNav = onAdminRoute && Boolean(user?.isAdmin);
  const mainRef = useRef<HTMLElement>(null);
  const previousLocation = useRef(location);

  // After a client-side navigation, start at the top and move focus to the new page's content,
  // as a full page load would, so keyboard and screen-reader users are not left on a stale link.
  useEffect(() => {
    if (previousLocation.current === location) return;
    previousLocation.current = location;
    // What the last page said is done with; a toast announcing this very move stays (DECISIONS 37).
    dismissToastsOnNavigation();
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {text.skipToMain}
      </a>
      {showNav ? <TopNav user={user} unreadMessages={unreadMessages} /> : null}
      {showAdminNav ? (
        <Suspense fallback={<AdminNavPlaceholder />}>
          <AdminNav />
        </Suspense>
      ) : onAdminRoute && user === undefined ? (
        <AdminNavPlaceholder />
      ) : null}
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="peer group/main flex flex-1 flex-col outline-none"
      >
        {children}
      </main>
      {/* Left out while anything in the page is still a skeleton: a footer in view would move when
          the page arrives, up for a short one, down for a long one (a layout shift either way),
          where one that appears moves nothing (DECISIONS 69). */}
      {showNav ? <SiteFooter className="peer-has-[[data-slot=skeleton]]:hidden" /> : null}
    </div>
  );
}
