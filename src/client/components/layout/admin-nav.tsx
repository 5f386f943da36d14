// The admin screens' own navigation (PRODUCT 8): every admin screen is one click from any other,
// and the bar marks where the admin is. The page frame puts it under the top bar of every admin
// route, so no admin screen is reachable only by typing its address.
import {
  ImageIcon,
  LayoutDashboard,
  Megaphone,
  ShieldAlert,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ROUTES, matchesRoute } from '../../../contract/routes';
import { ADMIN_PANEL_TAB_PARAM, paths, type AdminPanelTab } from '../../config/paths';
import { pageDirection, useMessages } from '../../lib/i18n';
import { adminLayoutCatalog } from './admin-layout-messages';

type Section = 'overview' | 'users' | 'images' | 'ads' | 'promotions' | 'moderation';

type Label = 'overview' | 'usersAndAdmins' | 'images' | 'ads' | 'promotions' | 'moderation';

// Built when drawn: this module may be evaluated before config/paths in the bundle's order.
const sections = (): { id: Section; label: Label; href: string; icon: LucideIcon }[] => [
  { id: 'overview', label: 'overview', href: paths.simpleAdmin, icon: LayoutDashboard },
  { id: 'users', label: 'usersAndAdmins', href: paths.admin, icon: Users },
  { id: 'images', label: 'images', href: paths.adminPanelTab('images'), icon: ImageIcon },
  { id: 'ads', label: 'ads', href: paths.adminAds, icon: Megaphone },
  { id: 'promotions', label: 'promotions', href: paths.adminPromotions, icon: TicketPercent },
  { id: 'moderation', label: 'moderation', href: paths.adminModeration, icon: ShieldAlert },
];

const IMAGES_TAB: AdminPanelTab = 'images';

/** Pages inside a section: the forms, and whatever page sits under its path (an ad's report). */
const INSIDE_ADS = /^\/admin\/ads\//;
const INSIDE_PROMOTIONS = /^\/admin(-promotions-|\/promotions\/)/;

/**
 * The section a path belongs to, and whether it is that section's own page ("page") or a page
 * inside it, such as an ad's form ("true"), as aria-current tells them apart.
 */
function whereAmI(pathname: string, tab: string | null): [Section, 'page' | 'true'] | null {
  const on = (route: string) => matchesRoute(route, pathname);
  if (on(ROUTES.simpleAdmin)) return ['overview', 'page'];
  if (on(ROUTES.admin)) return [tab === IMAGES_TAB ? 'images' : 'users', 'page'];
  if (on(ROUTES.adminAds)) return ['ads', 'page'];
  if (INSIDE_ADS.test(pathname)) return ['ads', 'true'];
  if (on(ROUTES.adminPromotions)) return ['promotions', 'page'];
  if (INSIDE_PROMOTIONS.test(pathname)) return ['promotions', 'true'];
  if (on(ROUTES.adminModeration)) return ['moderation', 'page'];
  return null;
}

/**
 * Scrolls the row, never the page, until the link is clear of the row's faded edge (its scroll
 * padding). Focus alone leaves a link half under the fade, as browsers scroll only what is hidden.
 * Right to left the row starts at its right edge and scrollLeft goes from 0 to negative: the sums
 * are done on the mirrored row and mirrored back.
 */
function reveal(list: HTMLElement, link: HTMLElement, align: 'nearest' | 'center') {
  const rtl = pageDirection === 'rtl';
  const style = getComputedStyle(list);
  const before = parseFloat(rtl ? style.scrollPaddingRight : style.scrollPaddingLeft) || 0;
  const after = parseFloat(rtl ? style.scrollPaddingLeft : style.scrollPaddingRight) || 0;
  const offset = rtl ? list.clientWidth - link.offsetLeft - link.offsetWidth : link.offsetLeft;
  const scrolled = rtl ? -list.scrollLeft : list.scrollLeft;
  const start = offset - before;
  const end = offset + link.offsetWidth + after;
  const shown = scrolled + list.clientWidth;
  if (start >= scrolled && end <= shown) return;
  const next =
    align === 'center'
      ? (start + end - list.clientWidth) / 2
      : start < scrolled
        ? start
        : end - list.clientWidth;
  list.scrollLeft = rtl ? -next : next;
}

export function AdminNav() {
  const text = useMessages(adminLayoutCatalog);
  const [pathname] = useLocation();
  const tab = new URLSearchParams(useSearch()).get(ADMIN_PANEL_TAB_PARAM);
  const [current, kind] = whereAmI(pathname, tab) ?? [null, undefined];
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: the current section is brought into view.
  useLayoutEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && link) reveal(list, link, 'center');
  }, [current]);

  return (
    <nav aria-label={text.adminPages} className="border-b border-border/70 bg-muted/50">
      {/* The end edge fades while more sections wait beyond it; the padding lets the last one
          come clear of the fade. */}
      <ul
        ref={listRef}
        className="relative mx-auto flex w-full max-w-5xl gap-1 overflow-x-auto px-3 py-2 [scrollbar-width:none] scroll-px-3 max-sm:scroll-pe-10 max-sm:pe-10 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] max-sm:rtl:[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)] sm:px-6 [&::-webkit-scrollbar]:hidden"
      >
        {sections().map(({ id, label, href, icon: Icon }) => (
          <li key={id} className="shrink-0">
            <Link
              href={href}
              aria-current={id === current ? kind : undefined}
              onFocus={(event) => {
                if (listRef.current) reveal(listRef.current, event.currentTarget, 'nearest');
              }}
              className="inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current]:bg-card aria-[current]:text-foreground aria-[current]:shadow-soft dark:aria-[current]:bg-border"
            >
              <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
              {text[label]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
