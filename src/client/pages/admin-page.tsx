// /admin (PRODUCT 8, 9): the older dashboard (users, admins, images), behind the isAdmin check.
import { History, ImageIcon, ShieldPlus, Users } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { DashboardTabs } from '../components/data/dashboard-tabs';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ADMIN_PANEL_TABS, ADMIN_PANEL_TAB_PARAM, type AdminPanelTab } from '../config/paths';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { Skeleton } from '../components/ui/skeleton';
import { AdminUsersTable } from '../features/admin-users/components/admin-users-table';
import { ModerationLink } from '../features/moderation/components/moderation-link';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMessages } from '../lib/i18n';
import { adminPagesCatalog } from './admin-pages-messages';

// The tabs behind the first are chunks of their own, fetched when opened: the panel opens on Users,
// and its first load (forms, schemas, the audit log's dates) held the phone's first screen
// (DECISIONS 69).
const AdminsTab = lazy(async () => {
  const [{ CreateAdminCard }, { CurrentAdminsCard }] = await Promise.all([
    import('../features/admin-users/components/create-admin-card'),
    import('../features/admin-users/components/current-admins-card'),
  ]);
  return {
    default: () => (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <CreateAdminCard />
        <CurrentAdminsCard />
      </div>
    ),
  };
});
const ImagesTab = lazy(async () => {
  const [{ AddImageForm }, { InspirationalImagesTable }] = await Promise.all([
    import('../features/images/components/add-image-form'),
    import('../features/images/components/inspirational-images-table'),
  ]);
  return {
    default: () => (
      <div className="grid grid-cols-1 gap-6">
        <AddImageForm />
        <InspirationalImagesTable />
      </div>
    ),
  };
});
const AuditTab = lazy(async () => ({
  default: (await import('../features/audit/components/audit-log-card')).AuditLogCard,
}));

/** A tab's content, with a card-sized placeholder while its chunk loads. */
function TabChunk({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full rounded-card" />}>{children}</Suspense>
  );
}

const isPanelTab = (value: string | null): value is AdminPanelTab =>
  ADMIN_PANEL_TABS.some((tab) => tab === value);

/** The open tab lives in the address, so the admin navigation can open Images and mark it. */
function usePanelTab(): [AdminPanelTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(ADMIN_PANEL_TAB_PARAM);
  const tab = isPanelTab(requested) ? requested : ADMIN_PANEL_TABS[0];
  const open = (next: string) =>
    setParams(next === ADMIN_PANEL_TABS[0] ? {} : { [ADMIN_PANEL_TAB_PARAM]: next }, {
      replace: true,
    });
  return [tab, open];
}

export function AdminPage() {
  const m = useMessages(adminPagesCatalog);
  useDocumentTitle(m.panelDocumentTitle);
  const [tab, openTab] = usePanelTab();
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader
          title={m.panelTitle}
          description={m.panelDescription}
          actions={<ModerationLink />}
        />
        <DashboardTabs
          value={tab}
          onValueChange={openTab}
          label={m.panelSections}
          sections={[
            { value: 'users', icon: Users, label: m.users, content: <AdminUsersTable /> },
            {
              value: 'admins',
              icon: ShieldPlus,
              label: m.manageAdmins,
              content: (
                <TabChunk>
                  <AdminsTab />
                </TabChunk>
              ),
            },
            {
              value: 'images',
              icon: ImageIcon,
              label: m.inspirationalImages,
              content: (
                <TabChunk>
                  <ImagesTab />
                </TabChunk>
              ),
            },
            {
              value: 'audit',
              icon: History,
              label: m.auditLog,
              content: (
                <TabChunk>
                  <AuditTab />
                </TabChunk>
              ),
            },
          ]}
        />
      </div>
    </RequireAdmin>
  );
}
