// The sections of an admin dashboard (/admin, /admin/moderation) as tabs. Below sm the tabs share
// the width two by two and may wrap, rather than scroll out of sight; their icons show from sm up.
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';

const TAB_TRIGGER_CLASS =
  'h-auto min-h-9 rounded-xl px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-9 sm:rounded-full sm:px-4 sm:whitespace-nowrap';

export interface DashboardSection {
  value: string;
  icon: LucideIcon;
  label: ReactNode;
  content: ReactNode;
}

export function DashboardTabs({
  label,
  sections,
  ...tabs
}: Omit<ComponentProps<typeof Tabs>, 'children'> & {
  /** The tab list's accessible name. */
  label: string;
  sections: DashboardSection[];
}) {
  return (
    <Tabs {...tabs}>
      <TabsList
        aria-label={label}
        className="grid grid-cols-2 rounded-2xl sm:inline-flex sm:rounded-full"
      >
        {sections.map(({ value, icon: Icon, label: tabLabel }) => (
          <TabsTrigger key={value} value={value} className={TAB_TRIGGER_CLASS}>
            <Icon className="hidden size-4 sm:block" aria-hidden="true" />
            {tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map(({ value, content }) => (
        <TabsContent key={value} value={value}>
          {content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
