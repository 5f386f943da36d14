// The moderation log: who decided what, about which compliment or member, and why; newest first.
import {
  MODERATION_PAGE_SIZE,
  type ModerationAction,
  type ModerationLogEntry,
} from '../../../../contract/moderation';
import { moderationCatalog } from '../../../../contract/moderation-messages';
import { dateColumn, textColumn } from '../../../components/data/admin-columns';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { QueryErrorPanel } from '../../../components/data/query-error-panel';
import { TitledCard } from '../../../components/ui/card';
import { t, useMessages } from '../../../lib/i18n';
import { useModerationLog } from '../api/get-moderation-log';
import {
  labelsOf,
  MODERATION_ACTION_KEYS,
  moderationPanelCatalog,
  type ModerationPanelTexts,
} from '../moderation-panel-messages';

function columns(m: ModerationPanelTexts): AdminColumn<ModerationLogEntry>[] {
  const actions: Record<ModerationAction, string> = labelsOf(MODERATION_ACTION_KEYS, m);
  return [
    dateColumn(m.when, (entry) => entry.createdAt, { withTime: true }),
    // The id as written, not as a number of the language: it names the admin.
    textColumn(
      m.admin,
      (entry) => entry.adminUsername ?? t(m.adminNumber, { id: String(entry.adminId) }),
      { className: 'max-w-56', wrap: true },
    ),
    {
      header: m.action,
      cell: (entry) => actions[entry.action],
      className: 'whitespace-nowrap',
    },
    // The summary is the server's record, written in English when the decision was made.
    textColumn(m.target, (entry) => entry.summary, { className: 'min-w-56', wrap: true }),
    {
      header: m.reason,
      cell: (entry) =>
        entry.reason === null ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <span dir="auto">{entry.reason}</span>
        ),
      className: 'min-w-48 [overflow-wrap:anywhere]',
    },
  ];
}

export function ModerationLogCard() {
  const m = useMessages(moderationPanelCatalog);
  const contract = useMessages(moderationCatalog);
  const log = useModerationLog();

  return (
    <TitledCard
      title={m.logTitle}
      description={t(m.logDescription, { count: MODERATION_PAGE_SIZE })}
      contentClassName="px-0 pb-0 sm:px-0 sm:pb-0"
    >
      {log.isError ? (
        <QueryErrorPanel className="mx-6 mb-6 sm:mx-8" title={m.logError} query={log} />
      ) : (
        <AdminTable
          label={m.logLabel}
          columns={columns(m)}
          rows={log.data}
          rowKey={(entry) => entry.id}
          empty={{ title: contract.logEmpty }}
          toolbar={
            <div className="px-1 sm:px-3">
              <AdminListToolbar
                count={log.data?.length}
                counted={m.decisionCount}
                loading={m.logLoading}
                query={log}
              />
            </div>
          }
        />
      )}
    </TitledCard>
  );
}
