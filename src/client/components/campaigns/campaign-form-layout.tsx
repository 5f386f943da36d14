// The create and edit screens of ads and promotions: the heading, then the form or what stands in
// for it while the campaign loads.
import type { ReactNode } from 'react';
import { AdminPageHeader } from '../layout/admin-page-header';

export function CampaignFormLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader title={title} description={description} />
      {children}
    </div>
  );
}
