// /admin (PRODUCT 8, 9): the older dashboard (users, admins, images), behind the isAdmin check.
import { History, ImageIcon, ShieldPlus, Users } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { DashboardTabs } from '../components/data/dashboard-tabs';
import { AdminPageHeader } from '../components/layout/admin-page-header';
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
        <DashboardTabs
          value={tab}
          onValueChange={openTab}
          label="Admin panel sections"
          sections={[
            { value: 'users', icon: Users, label: 'Users', content: <AdminUsersTable /> },
            {
              value: 'admins',
              icon: ShieldPlus,
              label: 'Manage Admins',
              content: (
                <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
                  <CreateAdminCard />
                  <CurrentAdminsCard />
                </div>
              ),
            },
            {
              value: 'images',
              icon: ImageIcon,
              label: 'Inspirational Images',
              content: (
                <div className="grid grid-cols-1 gap-6">
                  <AddImageForm />
                  <InspirationalImagesTable />
                </div>
              ),
            },
            { value: 'audit', icon: History, label: 'Audit Log', content: <AuditLogCard /> },
          ]}
        />
      </div>
    </RequireAdmin>
  );
}
