// /admin/moderation: the moderators' page, for admins only: the queue of reported and held
// compliments, a search over every compliment, the watched words and the moderation log.
import { History, ListChecks, Search, TextSearch } from 'lucide-react';
import { DashboardTabs } from '../components/data/dashboard-tabs';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { useModerationSummary } from '../features/moderation/api/get-moderation-summary';
import { ComplimentSearchCard } from '../features/moderation/components/compliment-search-card';
import { ModerationLogCard } from '../features/moderation/components/moderation-log-card';
import { ModerationQueueCard } from '../features/moderation/components/moderation-queue-card';
import { WatchedWordsCard } from '../features/moderation/components/watched-words-card';
import { useDocumentTitle } from '../hooks/use-document-title';

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
        <DashboardTabs
          defaultValue="queue"
          label="Moderation sections"
          sections={[
            {
              value: 'queue',
              icon: ListChecks,
              label: <QueueTabLabel />,
              content: <ModerationQueueCard />,
            },
            {
              value: 'search',
              icon: Search,
              label: 'Search Compliments',
              content: <ComplimentSearchCard />,
            },
            {
              value: 'words',
              icon: TextSearch,
              label: 'Watched Words',
              content: <WatchedWordsCard />,
            },
            {
              value: 'log',
              icon: History,
              label: 'Moderation Log',
              content: <ModerationLogCard />,
            },
          ]}
        />
      </div>
    </RequireAdmin>
  );
}
