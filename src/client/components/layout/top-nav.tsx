// The top bar (PRODUCT 3): brand, merchandise store, and the account buttons for guests or members.
import { Settings, ShieldCheck, ShoppingBag, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { truncateUsername } from '../../lib/truncate-username';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { BrandMark } from './brand-mark';

export interface NavUser {
  username: string;
  isAdmin: boolean;
}

/** How many unread messages the badge counts exactly; more read as "99+". */
const UNREAD_BADGE_MAX = 99;

/**
 * `user` is undefined while the session is being checked, null for a guest. `unreadMessages` puts a
 * count on the profile button when above 0 (null or undefined for guests and while it loads).
 */
export function TopNav({
  user,
  unreadMessages,
}: {
  user: NavUser | null | undefined;
  unreadMessages?: number | null;
}) {
  const unread = user && unreadMessages && unreadMessages > 0 ? unreadMessages : 0;
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-2 px-3 sm:px-6"
      >
        <Button asChild variant="ghost" className="-ml-1 h-11 shrink-0 px-2 sm:px-3">
          <Link href={paths.home} aria-label={`${site.name}, home`}>
            <BrandMark compact collapseText={Boolean(user)} />
          </Link>
        </Button>

        {/* As tall as its tallest button whoever is signed in, so the Store link does not move up
            or down when the session check ends (a layout shift). */}
        <div className="flex h-9 min-w-0 items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3.5">
            <a href={site.merchStoreUrl} target="_blank" rel="noopener noreferrer">
              <ShoppingBag className="hidden sm:block" aria-hidden="true" />
              Store
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>

          {user === undefined ? (
            <Skeleton className="h-8 w-28 rounded-full" />
          ) : user ? (
            <>
              {user.isAdmin ? (
                <Button asChild variant="secondary" size="sm" className="px-2.5 sm:px-3.5">
                  <Link href={paths.simpleAdmin}>
                    <ShieldCheck className="hidden sm:block" aria-hidden="true" />
                    Admin
                  </Link>
                </Button>
              ) : null}
              <Button
                asChild
                variant="outline"
                size="sm"
                className="relative min-w-0 px-2.5 sm:px-3.5"
              >
                <Link
                  href={paths.profile}
                  title={user.username}
                  aria-label={`Your profile: ${truncateUsername(user.username)}${
                    unread > 0 ? `, ${unread} unread ${unread === 1 ? 'message' : 'messages'}` : ''
                  }`}
                >
                  <UserRound className="hidden sm:block" aria-hidden="true" />
                  {truncateUsername(user.username)}
                  {unread > 0 ? (
                    <span
                      aria-hidden="true"
                      className="absolute -top-1.5 -right-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-primary-foreground ring-2 ring-background"
                    >
                      {unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : unread}
                    </span>
                  ) : null}
                </Link>
              </Button>
              <Button asChild variant="ghost" size="icon" className="size-9 shrink-0">
                <Link href={paths.settings} aria-label="Account settings" title="Account settings">
                  <Settings aria-hidden="true" />
                </Link>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3.5">
                <Link href={paths.login}>Login</Link>
              </Button>
              <Button asChild size="sm" className="px-3 sm:px-4">
                <Link href={paths.register}>Register</Link>
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
