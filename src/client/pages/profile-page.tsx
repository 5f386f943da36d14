// /profile (PRODUCT 6): the greeting, karma and how it is earned, the way out, and the tabs
// Submitted, Received, Badges and Messages; guests are sent to /login.
import { House, LogOut, Settings, Sparkles } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { badgeNamesCatalog } from '../../contract/badge-names-messages';
import { PROFILE_REFETCH_INTERVAL_MS } from '../../contract/constants';
import { digestCatalog } from '../../contract/digest-messages';
import { PageSkeleton } from '../components/layout/page-skeleton';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { ErrorPanel } from '../components/ui/error-panel';
import { Spinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { paths } from '../config/paths';
import { InFeedAd, isInFeedSlot } from '../features/ads/components/in-feed-ad';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useLogout } from '../features/auth/api/logout';
import { UsernameEditor } from '../features/auth/components/username-editor';
import { useBadges } from '../features/badges/api/get-badges';
import { badgesCatalog } from '../features/badges/badges-messages';
import { NextBadgeProgress } from '../features/badges/components/next-badge-progress';
import { useReceivedCompliments } from '../features/compliments/api/get-received-compliments';
import { useSubmittedCompliments } from '../features/compliments/api/get-submitted-compliments';
import { KarmaGuide } from '../features/compliments/components/karma-guide';
import { ListSkeleton } from '../features/compliments/components/list-states';
import { DigestSetting } from '../features/digest/components/digest-setting';
import { SubmittedComplimentsList } from '../features/compliments/components/submitted-compliments-list';
import { MessagesTabContent, MessagesTabTrigger } from '../features/inbox/components/messages-tab';
import { inboxCatalog } from '../features/inbox/inbox-messages';
import { useDocumentTitle } from '../hooks/use-document-title';
import { localize, messagesOf, pageLocale, preloadMessages, t, useMessages } from '../lib/i18n';
import { richText } from '../lib/rich-text';
import { profileCatalog } from './profile-messages';

// The first screen's catalogs all at once as the page's code arrives (the greeting's, the next
// badge's, the digest switch's and the Messages tab's), rather than one after another.
void preloadMessages(profileCatalog, badgesCatalog, badgeNamesCatalog, digestCatalog, inboxCatalog);

// English writes its counts without grouping, as it always has.
const countValue = (count: number) => (pageLocale === 'en' ? String(count) : count);

/** A username that is an email may wrap before its "@", never inside a word. */
function breakableName(username: string): ReactNode {
  const at = username.indexOf('@');
  if (at <= 0) return username;
  return (
    <>
      {username.slice(0, at)}
      <wbr />
      {username.slice(at)}
    </>
  );
}

/** The start of a compliment, enough to tell one Report button from another. */
const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** "Submitted (3)"; just the name until the list has loaded. */
const withCount = (name: string, counted: string, list: readonly unknown[] | undefined) =>
  list ? t(counted, { count: countValue(list.length) }) : name;

// Each tab's name reads its own list, so an arriving list redraws one tab name, not the page.
function SubmittedTabName() {
  const list = useSubmittedCompliments().data;
  const m = useMessages(profileCatalog);
  return withCount(m.submitted, m.submittedCount, list);
}
function ReceivedTabName() {
  const list = useReceivedCompliments().data;
  const m = useMessages(profileCatalog);
  return withCount(m.received, m.receivedCount, list);
}
function BadgesTabName() {
  const list = useBadges().data;
  const m = useMessages(profileCatalog);
  return withCount(m.badges, m.badgesCount, list);
}

/** The In Feed ad's slots among a list's compliments (PRODUCT 17). */
const feedAd = (position: number) => (isInFeedSlot(position) ? <InFeedAd /> : null);

// Only the open tab's content is drawn (Radix mounts one panel), so Received (with Report) and
// Badges (with the share dialog and the share targets' brand icons) are chunks of their own,
// fetched when the pointer or focus reaches their tab name: the first screen does not wait for them.
// Each tab is one lazy component, so nothing inside it suspends (and hides the list) later.
const loadReceivedTab = () =>
  Promise.all([
    import('../features/compliments/components/received-compliments-list'),
    import('../features/moderation/components/report-compliment-button'),
  ]);
const ReceivedTab = lazy(async () => {
  const [{ ReceivedComplimentsList }, { ReportComplimentButton }] = await loadReceivedTab();
  return {
    default: () => (
      <ReceivedComplimentsList
        renderBetween={feedAd}
        renderAction={(compliment) => (
          <ReportComplimentButton
            complimentId={compliment.id}
            accessibleName={t(messagesOf(profileCatalog).report, {
              excerpt: excerpt(compliment.text),
            })}
            size="sm"
            className="-my-1.5"
          />
        )}
      />
    ),
  };
});
const loadBadgesTab = () =>
  Promise.all([
    import('../features/badges/components/badges-list'),
    import('../features/sharing/components/share-target-grid'),
  ]);
const BadgesTab = lazy(async () => {
  const [{ BadgesList }, { ShareTargetGrid }] = await loadBadgesTab();
  return {
    default: () => <BadgesList renderShareTargets={(share) => <ShareTargetGrid {...share} />} />,
  };
});

/** Starts fetching a tab's code, so it is usually in by the time the tab opens. */
const preloadOn = (load: () => Promise<unknown>) => {
  const preload = () => void load();
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
};

function ProfileTabs() {
  const m = useMessages(profileCatalog);
  return (
    <Tabs defaultValue="submitted">
      {/* One row on any phone: past its width the row scrolls sideways instead of wrapping. */}
      <TabsList
        aria-label={m.activity}
        className="flex-nowrap justify-start overscroll-x-contain [scrollbar-width:none] sm:inline-flex"
      >
        <TabsTrigger value="submitted">
          <SubmittedTabName />
        </TabsTrigger>
        <TabsTrigger value="received" {...preloadOn(loadReceivedTab)}>
          <ReceivedTabName />
        </TabsTrigger>
        <TabsTrigger value="badges" {...preloadOn(loadBadgesTab)}>
          <BadgesTabName />
        </TabsTrigger>
        <MessagesTabTrigger />
      </TabsList>
      <TabsContent value="submitted">
        <SubmittedComplimentsList renderBetween={feedAd} />
      </TabsContent>
      <TabsContent value="received">
        <Suspense fallback={<ListSkeleton label={m.loadingReceived} />}>
          <ReceivedTab />
        </Suspense>
      </TabsContent>
      <TabsContent value="badges">
        <Suspense fallback={<ListSkeleton label={m.loadingBadges} />}>
          <BadgesTab />
        </Suspense>
      </TabsContent>
      <MessagesTabContent />
    </Tabs>
  );
}

export function ProfilePage() {
  const [, navigate] = useLocation();
  const currentUser = useCurrentUser({ refetchInterval: PROFILE_REFETCH_INTERVAL_MS });
  const logout = useLogout();
  const m = useMessages(profileCatalog);
  useDocumentTitle(m.pageTitle);

  if (currentUser.isPending) return <PageSkeleton />;
  if (currentUser.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="sr-only">{m.pageTitle}</h1>
        <ErrorPanel
          title={m.loadFailed}
          text={localize(currentUser.error.message)}
          onRetry={() => void currentUser.refetch()}
          retrying={currentUser.isFetching}
        />
      </div>
    );
  }
  const user = currentUser.data;
  if (!user) return <Redirect to={paths.login} replace />;

  const onLogout = () => logout.mutate(undefined, { onSuccess: () => navigate(paths.login) });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-hero-from to-hero-to px-6 py-8 sm:px-8">
          <h1 className="text-2xl font-extrabold break-words sm:text-3xl">
            {richText(m.hello, { name: <bdi translate="no">{breakableName(user.username)}</bdi> })}
          </h1>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 text-sm font-semibold text-primary shadow-xs">
            <Sparkles className="size-4" aria-hidden="true" />
            {t(m.karmaPoints, { count: countValue(user.karmaPoints) })}
          </p>
          <NextBadgeProgress className="mt-4" />
        </div>
        <CardContent className="grid gap-6 pt-6 sm:pt-6">
          <UsernameEditor username={user.username} usernameChosenAt={user.usernameChosenAt} />
          <KarmaGuide />
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link href={paths.home}>
                <House aria-hidden="true" />
                {m.home}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.settings}>
                <Settings aria-hidden="true" />
                {m.accountSettings}
              </Link>
            </Button>
            <Button variant="ghost" onClick={onLogout} disabled={logout.isPending}>
              {logout.isPending ? (
                <Spinner />
              ) : (
                <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
              )}
              {m.logout}
            </Button>
          </div>
          <DigestSetting />
        </CardContent>
      </Card>
      <ProfileTabs />
    </div>
  );
}
