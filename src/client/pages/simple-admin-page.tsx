// /simple-admin (PRODUCT 8, 9): the current dashboard, guarded by the current-user check, not isAdmin.
import { House, ImageIcon, Megaphone, TicketPercent, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { SIMPLE_ADMIN_AUTH_ERROR_REDIRECT_DELAY_MS } from '../../contract/constants';
import { messagesCatalog } from '../../contract/messages';
import { adminLayoutCatalog } from '../components/layout/admin-layout-messages';
import { layoutCatalog } from '../components/layout/layout-messages';
import { PageSkeleton } from '../components/layout/page-skeleton';
import { Button } from '../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { paths } from '../config/paths';
import { RegisteredUsersCard } from '../features/admin-users/components/registered-users-card';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { ImageUploadForm } from '../features/images/components/image-upload-form';
import { UploadedImagesCard } from '../features/images/components/uploaded-images-card';
import { ModerationLink } from '../features/moderation/components/moderation-link';
import { toast } from '../hooks/use-toast';
import { useDocumentTitle } from '../hooks/use-document-title';
import { messagesOf, useMessages } from '../lib/i18n';
import { adminPagesCatalog } from './admin-pages-messages';

type Verdict = 'checking' | 'admin' | 'guest' | 'member' | 'error';

function useSimpleAdminCheck(): Verdict {
  const [, navigate] = useLocation();
  const currentUser = useCurrentUser();
  const handled = useRef<Verdict | null>(null);

  let verdict: Verdict = 'checking';
  if (currentUser.data?.isAdmin) verdict = 'admin';
  // A cached answer is not trusted for a refusal: the fresh one may say otherwise.
  else if (currentUser.isFetching) verdict = 'checking';
  else if (currentUser.isError) verdict = 'error';
  else if (currentUser.data === null) verdict = 'guest';
  else if (currentUser.data) verdict = 'member';

  useEffect(() => {
    if (verdict === 'checking' || verdict === 'admin') return;
    // Strict mode runs effects twice; one toast per verdict is enough.
    const first = handled.current !== verdict;
    handled.current = verdict;
    const messages = messagesOf(messagesCatalog);
    const m = messagesOf(adminPagesCatalog);
    if (verdict === 'guest') {
      if (first) {
        toast({
          variant: 'destructive',
          title: messages.adminAuthRequiredTitle,
          description: m.logInAsAdmin,
        });
      }
      navigate(paths.adminLogin, { replace: true });
      return;
    }
    if (verdict === 'member') {
      if (first) {
        toast({
          variant: 'destructive',
          title: messages.accessDeniedTitle,
          description: messages.adminNoPrivileges,
        });
      }
      navigate(paths.home, { replace: true });
      return;
    }
    if (first) {
      toast({
        variant: 'destructive',
        title: messages.adminAuthErrorTitle,
        description: m.checkFailed,
      });
    }
    const timer = setTimeout(
      () => navigate(paths.adminLogin, { replace: true }),
      SIMPLE_ADMIN_AUTH_ERROR_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [verdict, navigate]);

  return verdict;
}

function DashboardHeader() {
  const m = useMessages(adminPagesCatalog);
  const adminLayout = useMessages(adminLayoutCatalog);
  const layout = useMessages(layoutCatalog);
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{m.dashboardTitle}</h1>
        <p className="mt-2 text-muted-foreground">{m.dashboardDescription}</p>
      </div>
      <nav aria-label={m.adminSections} className="flex flex-wrap gap-2 lg:shrink-0">
        <ModerationLink />
        <Button asChild variant="outline">
          <Link href={paths.adminAds}>
            <Megaphone aria-hidden="true" />
            {adminLayout.ads}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.adminPromotions}>
            <TicketPercent aria-hidden="true" />
            {adminLayout.promotions}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link href={paths.home}>
            <House aria-hidden="true" />
            {layout.home}
          </Link>
        </Button>
      </nav>
    </header>
  );
}

export function SimpleAdminPage() {
  const m = useMessages(adminPagesCatalog);
  useDocumentTitle(m.dashboardDocumentTitle);
  const verdict = useSimpleAdminCheck();

  if (verdict !== 'admin') return <PageSkeleton />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <DashboardHeader />
      <Tabs defaultValue="users">
        <TabsList aria-label={m.dashboardSections}>
          <TabsTrigger value="users">
            <Users className="hidden size-4 sm:block" aria-hidden="true" />
            {m.users}
          </TabsTrigger>
          <TabsTrigger value="images">
            <ImageIcon className="hidden size-4 sm:block" aria-hidden="true" />
            {m.imageManagement}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <RegisteredUsersCard />
        </TabsContent>
        <TabsContent value="images">
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <ImageUploadForm />
            <UploadedImagesCard />
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
