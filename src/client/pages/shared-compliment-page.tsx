// /c/{publicId} (PRODUCT 5): one shared compliment with its image, the home card's actions, and Get
// a Compliment, which picks a random compliment as home does and shows it there. A hidden, removed
// or unknown compliment gets a friendly not-found card (the server answers the page with 404).
import { Feather, House, Sparkles } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { complimentCatalog } from '../../contract/compliment-messages';
import { layoutCatalog } from '../components/layout/layout-messages';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { useSharedCompliment } from '../features/compliments/api/get-shared-compliment';
import { complimentsCatalog } from '../features/compliments/compliments-messages';
import { ComplimentCard } from '../features/compliments/components/compliment-card';
import { JoinCommunityPrompt } from '../features/compliments/components/join-community-prompt';
import { useComplimentPicker } from '../features/compliments/hooks/use-compliment-picker';
import { ReportComplimentButton } from '../features/moderation/components/report-compliment-button';
import { LazyShareMenu, preloadShareMenu } from '../features/sharing/components/lazy-share-menu';
import { sharingCatalog } from '../features/sharing/sharing-messages';
import { useDocumentTitle } from '../hooks/use-document-title';
import { ApiError } from '../lib/api-client';
import { preloadMessages, useMessages } from '../lib/i18n';
import { publicPagesCatalog } from './public-pages-messages';

// Every text the page and its card draw with, fetched with the page's code in one wait.
void preloadMessages(publicPagesCatalog, complimentsCatalog, complimentCatalog, sharingCatalog);

export function SharedComplimentPage() {
  const text = useMessages(publicPagesCatalog);
  const words = useMessages(complimentsCatalog);
  const layout = useMessages(layoutCatalog);
  const publicId = useParams<{ publicId?: string }>().publicId ?? '';
  const shared = useSharedCompliment(publicId);
  const { data: user } = useCurrentUser();
  const picker = useComplimentPicker();
  const [, navigate] = useLocation();
  const notFound = shared.error instanceof ApiError && shared.error.status === 404;
  useDocumentTitle(notFound ? text.complimentNotFoundTitle : text.kindWordForYou);

  // Get a Compliment: the same pick as home's button, then home shows it with the usual actions.
  const getCompliment = async () => {
    void preloadShareMenu();
    await picker.pick();
    navigate(paths.home);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-center text-3xl font-extrabold sm:text-4xl">
        {notFound ? text.complimentGone : text.kindWordForYou}
      </h1>
      {shared.data ? (
        // Centred as on home, where the card sits in the centred hero.
        <div className="text-center">
          <ComplimentCard
            compliment={shared.data}
            isGuest={user === null}
            onNewCompliment={() => void getCompliment()}
            newComplimentLabel={words.getCompliment}
            fetching={picker.isFetching}
            renderShare={(share) => <LazyShareMenu {...share} />}
            renderReport={(report) => <ReportComplimentButton {...report} />}
          />
        </div>
      ) : shared.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">{text.loadingCompliment}</span>
          <Skeleton className="aspect-video w-full rounded-card" />
          <Skeleton className="h-8 w-3/4 justify-self-center" />
        </div>
      ) : (
        <Card>
          <CardContent className="grid justify-items-center gap-4 pt-6 text-center sm:pt-8">
            <Feather className="size-10 text-primary" aria-hidden="true" />
            <p className="max-w-md text-muted-foreground">
              {notFound ? text.complimentGoneText : text.complimentLoadFailed}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => void getCompliment()} disabled={picker.isFetching}>
                {picker.isFetching ? <Spinner /> : <Sparkles aria-hidden="true" />}
                {words.getCompliment}
              </Button>
              <Button asChild variant="outline">
                <Link href={paths.home}>
                  <House aria-hidden="true" />
                  {layout.home}
                </Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      <JoinCommunityPrompt />
    </div>
  );
}
