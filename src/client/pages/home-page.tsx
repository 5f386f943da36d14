// / (PRODUCT 4): a shared badge's card when the link has one, the hero with the compliment and its
// actions, the homepage ad, the Share a Compliment form, and for guests the invitation to join.
// What loads when (DECISIONS 17, 69): the hero and the Get a Compliment button come with the
// page; the compliment card (with its Share menu and Report action) and both ads start loading with
// the first click on Get a Compliment; the form is drawn at once and its code loads when the visitor
// reaches for it; a shared badge's card only on a badge link; the homepage ad once the first
// compliment is on screen (PRODUCT 4), and it stays for the compliments after it.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { complimentCatalog } from '../../contract/compliment-messages';
import { PageSkeleton } from '../components/layout/page-skeleton';
import { HomepageAdSkeleton } from '../features/ads/components/homepage-ad-skeleton';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { publicBadgeQueryOptions } from '../features/badges/api/get-public-badge';
import { complimentsCatalog } from '../features/compliments/compliments-messages';
import { ComplimentStage } from '../features/compliments/components/compliment-stage';
import { HomeHero } from '../features/compliments/components/home-hero';
import { JoinCommunityCard } from '../features/compliments/components/join-community-card';
import { JoinCommunityPrompt } from '../features/compliments/components/join-community-prompt';
import { LazyShareComplimentForm } from '../features/compliments/components/lazy-share-compliment-form';
import { useComplimentPicker } from '../features/compliments/hooks/use-compliment-picker';
import {
  preloadShareMenu,
  useShareMenuReady,
} from '../features/sharing/components/lazy-share-menu';
import { useDocumentTitle } from '../hooks/use-document-title';
import { preloadMessages, t, useMessages } from '../lib/i18n';
import { onDemand } from '../lib/on-demand';

// The page's texts, and those of the card its first click shows, start loading with its code: one
// wait, not one after each part that reads them.
void preloadMessages(complimentsCatalog, complimentCatalog);

// What sits above the hero, a member's greeting, karma, streak and next badge (PRODUCT 4.1) or a
// badge link's card, is drawn with it, never after it: landing later, it moved the whole page down
// (DECISIONS 69). Each is a chunk of its own (guests never load the greeting); the page keeps its
// skeleton until the session is known and the code of what goes on top is in.
const memberHeader = onDemand(
  () => import('../features/badges/components/member-home-header'),
  'member header',
);
const badgeSpotlight = onDemand(
  () => import('../features/badges/components/badge-spotlight'),
  'badge spotlight',
);

// The card (with its Share menu and Report action) and the ads show with the first compliment:
// their code is fetched with the click that asks for it.
const complimentCard = onDemand(() => import('./home-compliment-card'), 'compliment card');
const loadHomepageAd = () => import('../features/ads/components/homepage-ad');
const loadStickyFooterAd = () => import('../features/ads/components/sticky-footer-ad');
const HomepageAd = lazy(async () => ({ default: (await loadHomepageAd()).HomepageAd }));
const StickyFooterAd = lazy(async () => ({ default: (await loadStickyFooterAd()).StickyFooterAd }));

/** The code the first compliment shows with, fetched with the click that asks for it. */
function preloadFirstCompliment() {
  void preloadShareMenu();
  void complimentCard.preload();
  // A failed fetch is tried again when the ad is drawn; it shows nothing meanwhile.
  loadHomepageAd().catch(() => undefined);
  loadStickyFooterAd().catch(() => undefined);
}

export function HomePage() {
  const text = useMessages(complimentsCatalog);
  const session = useCurrentUser();
  const user = session.data;
  // While the session is checked (undefined) nobody is treated as a guest; the API has the last word.
  const isGuest = user === null;
  const basePicker = useComplimentPicker();
  // The card and its Share menu are fetched alongside the compliment. The compliment is shown once
  // their code is in too, so the card draws at once and its Share button works.
  const shareReady = useShareMenuReady();
  const cardReady = complimentCard.useSettled();
  const waitingForCode = basePicker.compliment !== undefined && !(shareReady && cardReady);
  const picker = {
    ...basePicker,
    compliment: waitingForCode ? undefined : basePicker.compliment,
    isFetching: basePicker.isFetching || waitingForCode,
    pick: () => {
      preloadFirstCompliment();
      return basePicker.pick();
    },
  };
  // A compliment picked elsewhere (a shared compliment's Get a Compliment, then home) needs the
  // card's code too.
  const hasCompliment = basePicker.compliment !== undefined;
  useEffect(() => {
    if (hasCompliment) preloadFirstCompliment();
  }, [hasCompliment]);
  const [complimentShown, setComplimentShown] = useState(false);
  if (picker.compliment && !complimentShown) setComplimentShown(true);
  const badgeId = new URLSearchParams(useSearch()).get('badge');
  // A badge link's tab names the badge; the spotlight below reads the same cached query.
  const sharedBadge = useQuery({
    ...publicBadgeQueryOptions(badgeId ?? ''),
    enabled: badgeId !== null,
  });
  useDocumentTitle(
    badgeId === null
      ? undefined
      : sharedBadge.data
        ? t(text.sharedBadgeTitle, {
            name: sharedBadge.data.earnedBy,
            badge: sharedBadge.data.info.name,
          })
        : text.aSharedBadge,
  );
  const heroRef = useRef<HTMLDivElement>(null);
  const headerSettled = memberHeader.useSettled();
  const spotlightSettled = badgeSpotlight.useSettled();
  useEffect(() => {
    if (user) void memberHeader.preload();
  }, [user]);
  useEffect(() => {
    if (badgeId !== null) void badgeSpotlight.preload();
  }, [badgeId]);

  const pickFromBadge = () => {
    heroRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    void picker.pick();
  };

  // A failed session check draws the page without a greeting; a chunk that failed leaves its part out.
  const sessionKnown = user !== undefined || session.isError;
  const topReady =
    sessionKnown &&
    (!user || headerSettled) &&
    (badgeId === null || (spotlightSettled && !sharedBadge.isPending));
  if (!topReady) return <PageSkeleton />;
  const MemberHomeHeader = memberHeader.loaded()?.MemberHomeHeader;
  const BadgeSpotlight = badgeSpotlight.loaded()?.BadgeSpotlight;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10">
      {badgeId && BadgeSpotlight ? (
        <BadgeSpotlight
          badgeId={badgeId}
          onGetCompliment={pickFromBadge}
          busy={picker.isFetching}
        />
      ) : null}
      {user && MemberHomeHeader ? (
        <MemberHomeHeader username={user.username} karmaPoints={user.karmaPoints} />
      ) : null}
      <div ref={heroRef} className="scroll-mt-20">
        <HomeHero>
          <ComplimentStage
            picker={picker}
            isGuest={isGuest}
            Card={complimentCard.loaded()?.HomeComplimentCard}
          />
        </HomeHero>
      </div>
      {complimentShown ? (
        <Suspense fallback={<HomepageAdSkeleton />}>
          <HomepageAd />
        </Suspense>
      ) : null}
      <div className="mx-auto grid w-full max-w-3xl gap-8">
        <LazyShareComplimentForm isGuest={isGuest} />
        {user === null ? <JoinCommunityCard /> : null}
      </div>
      <JoinCommunityPrompt />
      {/* The sticky footer ad waits for the first compliment too (PRODUCT 17). */}
      {complimentShown ? (
        <Suspense fallback={null}>
          <StickyFooterAd />
        </Suspense>
      ) : null}
    </div>
  );
}
