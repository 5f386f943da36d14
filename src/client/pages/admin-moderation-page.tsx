// /admin/moderation: the moderators' page, for admins only: the queue of reported and held
// compliments, a search over every compliment, the watched words and the moderation log.
import { History, ListChecks, Search, TextSearch } from 'lucide-react';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { useModerationSummary } from '../features/moderation/api/get-moderation-summary';
import { ComplimentSearchCard } from '../features/moderation/components/compliment-search-card';
import { ModerationLogCard } from '../features/moderation/components/moderation-log-card';
import { ModerationQueueCard } from '../features/moderation/components/moderation-queue-card';
import { WatchedWordsCard } from '../features/moderation/components/watched-words-card';
import { useDocumentTitle } from '../hooks/use-document-title';

const TAB_TRIGGER_CLASS =
  'h-auto min-h-9 rounded-xl px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-9 sm:rounded-full sm:px-4 sm:whitespace-nowrap';

function QueueTabLabel() {
  const pending = useModerationSummary().data?.pendingCount;
  return <>{pending === undefined ? 'Queue' : `Queue (${pending})`}</>;
}

export function AdminModerationPage() {
  useDocumentTitle('Moderation');
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader
          title="Moderation"
          description="Decide on reported and held compliments, find any compliment, and keep the watched words."
        />
        <Tabs defaultValue="queue">
          {/* Below sm the tabs share the width two by two, rather than scroll out of sight. */}
          <TabsList
            aria-label="Moderation sections"
            className="grid grid-cols-2 rounded-2xl sm:inline-flex sm:rounded-full"
          >
            <TabsTrigger value="queue" className={TAB_TRIGGER_CLASS}>
              <ListChecks className="hidden size-4 sm:block" aria-hidden="true" />
              <QueueTabLabel />
            </TabsTrigger>
            <TabsTrigger value="search" className={TAB_TRIGGER_CLASS}>
              <Search className="hidden size-4 sm:block" aria-hidden="true" />
              Search Compliments
            </TabsTrigger>
            <TabsTrigger value="words" className={TAB_TRIGGER_CLASS}>
              <TextSearch className="hidden size-4 sm:block" aria-hidden="true" />
              Watched Words
            </TabsTrigger>
            <TabsTrigger value="log" className={TAB_TRIGGER_CLASS}>
              <History className="hidden size-4 sm:block" aria-hidden="true" />
              Moderation Log
            </TabsTrigger>
          </TabsList>
          <TabsContent value="queue">
            <ModerationQueueCard />
          </TabsContent>
          <TabsContent value="search">
            <ComplimentSearchCard />
          </TabsContent>
          <TabsContent value="words">
            <WatchedWordsCard />
          </TabsContent>
          <TabsContent value="log">
            <ModerationLogCard />
          </TabsContent>
        </Tabs>
      </div>
    </RequireAdmin>
  );
}
