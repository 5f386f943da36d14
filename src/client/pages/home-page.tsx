// / (SPEC §2): the hero, and for guests the invitation to join.
import { HomepageAd } from '../features/ads/components/homepage-ad';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { HomeHero } from '../features/compliments/components/home-hero';
import { JoinCommunityCard } from '../features/compliments/components/join-community-card';
import { useDocumentTitle } from '../hooks/use-document-title';

export function HomePage() {
  useDocumentTitle();
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10">
      <HomeHero />
      <HomepageAd />
      {user === null ? <JoinCommunityCard /> : null}
    </div>
  );
}
