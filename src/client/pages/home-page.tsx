// / (PRODUCT 4): a shared badge's card when the link has one, the hero with the compliment and its
// actions, the homepage ad, the Share a Compliment form, and for guests the invitation to join.
// What loads when (DECISIONS 17): the hero and the Get a Compliment button come with the
// page; the Share menu starts loading with the first click on Get a Compliment; the form is drawn
// at once and its code loads when the visitor reaches for it; a shared badge's card only on a badge
// link; the homepage ad once the first compliment is on screen (PRODUCT 4), and it stays for the
// compliments after it.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { HomepageAd } from '../features/ads/components/homepage-ad';
import { StickyFooterAd } from '../features/ads/components/sticky-footer-ad';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { publicBadgeQueryOptions } from '../features/badges/api/get-public-badge';
import { ComplimentStage } from '../features/compliments/components/compliment-stage';
import { HomeHero } from '../features/compliments/components/home-hero';
import { JoinCommunityCard } from '../features/compliments/components/join-community-card';
import { JoinCommunityPrompt } from '../features/compliments/components/join-community-prompt';
import { LazyShareComplimentForm } from '../features/compliments/components/lazy-share-compliment-form';
import { useComplimentPicker } from '../features/compliments/hooks/use-compliment-picker';
import { ReportComplimentButton } from '../features/moderation/components/report-compliment-button';
import {
  LazyShareMenu,
  preloadShareMenu,
  useShareMenuReady,
} from '../features/sharing/components/lazy-share-menu';
import { useDocumentTitle } from '../hooks/use-document-title';

// A member's greeting, karma, streak and next badge (PRODUCT 4.1): a chunk guests never load.
const MemberHomeHeader = lazy(async () => ({
  default: (await import('../features/badges/components/member-home-header')).MemberHomeHeader,
}));

const BadgeSpotlight = lazy(async () => ({
  default: (await import('../features/badges/components/badge-spotlight')).BadgeSpotlight,
}));

export function HomePage() {
  const { data: user } = useCurrentUser();
  // While the session is checked (undefined) nobody is treated as a guest; the API has the last word.
  const isGuest = user === null;
  const basePicker = useComplimentPicker();
  // The Share menu is fetched alongside the compliment, so it is ready before the card's first click.
  // The compliment is shown once the menu's code is in too, so its Share button works at once.
  const shareReady = useShareMenuReady();
  const waitingForShare = basePicker.compliment !== undefined && !shareReady;
  const picker = {
    ...basePicker,
    compliment: waitingForShare ? undefined : basePicker.compliment,
    isFetching: basePicker.isFetching || waitingForShare,
    pick: () => {
      void preloadShareMenu();
      return basePicker.pick();
    },
  };
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
        ? `${sharedBadge.data.earnedBy}'s ${sharedBadge.data.info.name} badge`
        : 'A shared badge',
  );
  const heroRef = useRef<HTMLDivElement>(null);

  const pickFromBadge = () => {
    heroRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    void picker.pick();
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10">
      {badgeId ? (
        <Suspense fallback={null}>
          <BadgeSpotlight
            badgeId={badgeId}
            onGetCompliment={pickFromBadge}
            busy={picker.isFetching}
          />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <MemberHomeHeader username={user.username} karmaPoints={user.karmaPoints} />
        </Suspense>
      ) : null}
      <div ref={heroRef} className="scroll-mt-20">
        <HomeHero>
          <ComplimentStage
            picker={picker}
            isGuest={isGuest}
            renderShare={(share) => <LazyShareMenu {...share} />}
            renderReport={(report) => <ReportComplimentButton {...report} />}
          />
        </HomeHero>
      </div>
      {complimentShown ? <HomepageAd /> : null}
      <div className="mx-auto grid w-full max-w-3xl gap-8">
        <LazyShareComplimentForm isGuest={isGuest} />
        {user === null ? <JoinCommunityCard /> : null}
      </div>
      <JoinCommunityPrompt />
      {/* The sticky footer ad waits for the first compliment too (PRODUCT 17). */}
      {complimentShown ? <StickyFooterAd /> : null}
    </div>
  );
}
