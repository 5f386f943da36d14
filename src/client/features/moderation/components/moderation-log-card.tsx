// The moderation log: who decided what, about which compliment or member, and why; newest first.
import {
  MODERATION_ACTION_LABELS,
  type ModerationLogEntry,
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
} from '../../../../contract/moderation';
import { dateColumn, textColumn } from '../../../components/data/admin-columns';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { QueryErrorPanel } from '../../../components/data/query-error-panel';
import { TitledCard } from '../../../components/ui/card';
import { useModerationLog } from '../api/get-moderation-log';

const COLUMNS: AdminColumn<ModerationLogEntry>[] = [
  dateColumn('When', (entry) => entry.createdAt, { withTime: true }),
  textColumn('Admin', (entry) => entry.adminUsername ?? `Admin #${entry.adminId}`, {
    className: 'max-w-56',
    wrap: true,
  }),
  {
    header: 'Action',
    cell: (entry) => MODERATION_ACTION_LABELS[entry.action],
    className: 'whitespace-nowrap',
  },
  textColumn('Target', (entry) => entry.summary, { className: 'min-w-56', wrap: true }),
  {
    header: 'Reason',
    cell: (entry) => entry.reason ?? <span className="text-muted-foreground">—</span>,
    className: 'min-w-48 [overflow-wrap:anywhere]',
  },
];

export function ModerationLogCard() {
  const log = useModerationLog();

  return (
    <TitledCard
      title="Moderation Log"
      description={
        <>
          The latest {MODERATION_PAGE_SIZE} moderation decisions, newest first. Entries cannot be
          changed or deleted.
        </>
      }
      contentClassName="px-0 pb-0 sm:px-0 sm:pb-0"
    >
      {log.isError ? (
        <QueryErrorPanel
          className="mx-6 mb-6 sm:mx-8"
          title="Error loading the moderation log"
          query={log}
        />
      ) : (
        <AdminTable
          label="Moderation log"
          columns={COLUMNS}
          rows={log.data}
          rowKey={(entry) => entry.id}
          empty={{ title: MODERATION_MESSAGES.logEmpty }}
          toolbar={
            <div className="px-1 sm:px-3">
              <AdminListToolbar
                count={log.data?.length}
                one="decision"
                many="decisions"
                loading="Loading the moderation log…"
                query={log}
              />
            </div>
          }
        />
      )}
    </TitledCard>
  );
}
