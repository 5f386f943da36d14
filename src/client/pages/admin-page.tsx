// /admin (PRODUCT 8, 9): the older dashboard (users, admins, images), behind the isAdmin check.
import { History, ImageIcon, ShieldPlus, Users } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { ADMIN_PANEL_TABS, ADMIN_PANEL_TAB_PARAM, type AdminPanelTab } from '../config/paths';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AdminUsersTable } from '../features/admin-users/components/admin-users-table';
import { CreateAdminCard } from '../features/admin-users/components/create-admin-card';
import { AuditLogCard } from '../features/audit/components/audit-log-card';
import { CurrentAdminsCard } from '../features/admin-users/components/current-admins-card';
import { AddImageForm } from '../features/images/components/add-image-form';
import { InspirationalImagesTable } from '../features/images/components/inspirational-images-table';
import { ModerationLink } from '../features/moderation/components/moderation-link';
import { useDocumentTitle } from '../hooks/use-document-title';

const TAB_TRIGGER_CLASS =
  'h-auto min-h-9 rounded-xl px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-9 sm:rounded-full sm:px-4 sm:whitespace-nowrap';

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
  useDocumentTitle('Admin panel');
  const [tab, openTab] = usePanelTab();
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <AdminPageHeader
          title="Admin Panel"
          description="Manage users, admin accounts and inspirational images, and review what admins changed."
          actions={<ModerationLink />}
        />
        <Tabs value={tab} onValueChange={openTab}>
          {/* Below sm the tabs share the width two by two and may wrap, rather than scroll out of sight. */}
          <TabsList
            aria-label="Admin panel sections"
            className="grid grid-cols-2 rounded-2xl sm:inline-flex sm:rounded-full"
          >
            <TabsTrigger value="users" className={TAB_TRIGGER_CLASS}>
              <Users className="hidden size-4 sm:block" aria-hidden="true" />
              Users
            </TabsTrigger>
            <TabsTrigger value="admins" className={TAB_TRIGGER_CLASS}>
              <ShieldPlus className="hidden size-4 sm:block" aria-hidden="true" />
              Manage Admins
            </TabsTrigger>
            <TabsTrigger value="images" className={TAB_TRIGGER_CLASS}>
              <ImageIcon className="hidden size-4 sm:block" aria-hidden="true" />
              Inspirational Images
            </TabsTrigger>
            <TabsTrigger value="audit" className={TAB_TRIGGER_CLASS}>
              <History className="hidden size-4 sm:block" aria-hidden="true" />
              Audit Log
            </TabsTrigger>
          </TabsList>
          <TabsContent value="users">
            <AdminUsersTable />
          </TabsContent>
          <TabsContent value="admins">
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
              <CreateAdminCard />
              <CurrentAdminsCard />
            </div>
          </TabsContent>
          <TabsContent value="images">
            <div className="grid grid-cols-1 gap-6">
              <AddImageForm />
              <InspirationalImagesTable />
            </div>
          </TabsContent>
          <TabsContent value="audit">
            <AuditLogCard />
          </TabsContent>
        </Tabs>
      </div>
    </RequireAdmin>
  );
}
