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
import { moderationPanelCatalog } from '../features/moderation/moderation-panel-messages';
import { useDocumentTitle } from '../hooks/use-document-title';
import { t, useMessages } from '../lib/i18n';

function QueueTabLabel() {
  const m = useMessages(moderationPanelCatalog);
  const pending = useModerationSummary().data?.pendingCount;
  return <>{pending === undefined ? m.queueTab : t(m.queueTabPending, { count: pending })}</>;
}

export function AdminModerationPage() {
  const m = useMessages(moderationPanelCatalog);
  useDocumentTitle(m.pageTitle);
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader title={m.pageTitle} description={m.pageDescription} />
        <DashboardTabs
          defaultValue="queue"
          label={m.sections}
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
              label: m.searchTab,
              content: <ComplimentSearchCard />,
            },
            {
              value: 'words',
              icon: TextSearch,
              label: m.wordsTab,
              content: <WatchedWordsCard />,
            },
            {
              value: 'log',
              icon: History,
              label: m.logTab,
              content: <ModerationLogCard />,
            },
          ]}
        />
      </div>
    </RequireAdmin>
  );
}
