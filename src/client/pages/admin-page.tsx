// /admin (SPEC §2, §6): the older dashboard (users, admins, images), behind the isAdmin check.
import { ImageIcon, ShieldPlus, Users } from 'lucide-react';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { RequireAdmin } from '../features/admin-access/components/require-admin';
import { AdminUsersTable } from '../features/admin-users/components/admin-users-table';
import { CreateAdminCard } from '../features/admin-users/components/create-admin-card';
import { CurrentAdminsCard } from '../features/admin-users/components/current-admins-card';
import { AddImageForm } from '../features/images/components/add-image-form';
import { InspirationalImagesTable } from '../features/images/components/inspirational-images-table';
import { useDocumentTitle } from '../hooks/use-document-title';

export function AdminPage() {
  useDocumentTitle('Admin panel');
  return (
    <RequireAdmin>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <AdminPageHeader
          title="Admin Panel"
          description="Manage users, admin accounts and inspirational images."
        />
        <Tabs defaultValue="users">
          <TabsList aria-label="Admin panel sections">
            <TabsTrigger value="users">
              <Users className="size-4" aria-hidden="true" />
              Users
            </TabsTrigger>
            <TabsTrigger value="admins">
              <ShieldPlus className="size-4" aria-hidden="true" />
              Manage Admins
            </TabsTrigger>
            <TabsTrigger value="images">
              <ImageIcon className="size-4" aria-hidden="true" />
              Inspirational Images
            </TabsTrigger>
          </TabsList>
          <TabsContent value="users">
            <AdminUsersTable />
          </TabsContent>
          <TabsContent value="admins">
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <CreateAdminCard />
              <CurrentAdminsCard />
            </div>
          </TabsContent>
          <TabsContent value="images">
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
              <AddImageForm />
              <InspirationalImagesTable />
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </RequireAdmin>
  );
}
