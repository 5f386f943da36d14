// / (SPEC §2): a shared badge's card when the link has one, the hero with the compliment and its
// actions, the homepage ad, the Share a Compliment form, and for guests the invitation to join.
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearch } from 'wouter';
import { HomepageAd } from '../features/ads/components/homepage-ad';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { publicBadgeQueryOptions } from '../features/badges/api/get-public-badge';
import { BadgeSpotlight } from '../features/badges/components/badge-spotlight';
import { ComplimentStage } from '../features/compliments/components/compliment-stage';
import { HomeHero } from '../features/compliments/components/home-hero';
import { JoinCommunityCard } from '../features/compliments/components/join-community-card';
import { ShareComplimentForm } from '../features/compliments/components/share-compliment-form';
import { useComplimentPicker } from '../features/compliments/hooks/use-compliment-picker';
import { ShareMenu } from '../features/sharing/components/share-menu';
import { useDocumentTitle } from '../hooks/use-document-title';

export function HomePage() {
  const { data: user } = useCurrentUser();
  // While the session is checked (undefined) nobody is treated as a guest; the API has the last word.
  const isGuest = user === null;
  const picker = useComplimentPicker();
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
        <BadgeSpotlight
          badgeId={badgeId}
          onGetCompliment={pickFromBadge}
          busy={picker.isFetching}
        />
      ) : null}
      <div ref={heroRef} className="scroll-mt-20">
        <HomeHero>
          <ComplimentStage
            picker={picker}
            isGuest={isGuest}
            renderShare={(share) => <ShareMenu {...share} />}
          />
        </HomeHero>
      </div>
      <HomepageAd />
      <div className="mx-auto grid w-full max-w-3xl gap-8">
        <ShareComplimentForm isGuest={isGuest} />
        {user === null ? <JoinCommunityCard /> : null}
      </div>
    </div>
  );
}
