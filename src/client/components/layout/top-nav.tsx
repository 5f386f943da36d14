// The top bar (PRODUCT 3): brand, merchandise store, and the account buttons for guests or members.
import { Settings, ShieldCheck, ShoppingBag, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { t, useMessages } from '../../lib/i18n';
import { truncateUsername } from '../../lib/truncate-username';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { BrandMark } from './brand-mark';
import { LanguageMenu } from './language-menu';
import { layoutCatalog } from './layout-messages';

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
  const text = useMessages(layoutCatalog);
  const unread = user && unreadMessages && unreadMessages > 0 ? unreadMessages : 0;
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <nav
        aria-label={text.mainNav}
        className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-2 px-3 sm:px-6"
      >
        <Button asChild variant="ghost" className="-ms-1 h-11 shrink-0 px-2 sm:px-3">
          <Link href={paths.home} aria-label={t(text.brandHome, { site: site.name })}>
            {/* Below 400 px only the heart shows, for guests too: the language button and the
                longer words of other languages need the room. */}
            <BrandMark compact collapseText />
          </Link>
        </Button>

        {/* As tall as its tallest button whoever is signed in, so the Store link does not move up
            or down when the session check ends (a layout shift). */}
        <div className="flex h-9 min-w-0 items-center gap-0.5 min-[400px]:gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3.5">
            <a href={site.merchStoreUrl} target="_blank" rel="noopener noreferrer">
              {/* Below 400 px the bag stands for the word, which screen readers still read. */}
              <ShoppingBag className="hidden max-[399px]:block sm:block" aria-hidden="true" />
              <span className="max-[399px]:sr-only">{text.store}</span>
              <span className="sr-only"> {text.opensInNewTab}</span>
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
                    {text.admin}
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
                  aria-label={t(unread > 0 ? text.profileUnread : text.profile, {
                    name: truncateUsername(user.username),
                    count: unread,
                  })}
                >
                  <UserRound className="hidden sm:block" aria-hidden="true" />
                  <bdi>{truncateUsername(user.username)}</bdi>
                  {unread > 0 ? (
                    <span
                      aria-hidden="true"
                      className="absolute -end-1.5 -top-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-primary-foreground ring-2 ring-background"
                    >
                      {unread > UNREAD_BADGE_MAX
                        ? t(text.unreadMore, { count: UNREAD_BADGE_MAX })
                        : t('{count}', { count: unread })}
                    </span>
                  ) : null}
                </Link>
              </Button>
              <Button asChild variant="ghost" size="icon" className="size-9 shrink-0">
                <Link
                  href={paths.settings}
                  aria-label={text.accountSettings}
                  title={text.accountSettings}
                >
                  <Settings aria-hidden="true" />
                </Link>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3.5">
                <Link href={paths.login}>{text.login}</Link>
              </Button>
              <Button asChild size="sm" className="px-3 sm:px-4">
                <Link href={paths.register}>{text.register}</Link>
              </Button>
            </>
          )}
          <LanguageMenu />
        </div>
      </nav>
    </header>
  );
}
