// The admin dashboard's Audit Log (SECURITY L6): the latest admin actions, filtered by admin and action.
import { useState } from 'react';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
} from '../../../../contract/audit';
import { dateColumn, textColumn } from '../../../components/data/admin-columns';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { FilterSelect, ListFilters } from '../../../components/data/list-filters';
import { QueryErrorPanel } from '../../../components/data/query-error-panel';
import { TitledCard } from '../../../components/ui/card';
import { LabelledOptions } from '../../../components/ui/native-select';
import { t, useMessages } from '../../../lib/i18n';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log';
import { auditActionLabels, auditLogCatalog, type AuditLogTexts } from '../audit-log-messages';

// The id as written, not as a number of the language: it names the admin.
const adminName = (m: AuditLogTexts, id: number, username: string | null) =>
  username ?? t(m.adminNumber, { id: String(id) });

function columns(
  m: AuditLogTexts,
  actions: Record<AuditAction, string>,
): AdminColumn<AuditEntry>[] {
  return [
    dateColumn(m.when, (entry) => entry.createdAt, { withTime: true }),
    textColumn(m.admin, (entry) => adminName(m, entry.adminId, entry.adminUsername), {
      className: 'max-w-56',
      wrap: true,
    }),
    {
      header: m.action,
      cell: (entry) => actions[entry.action],
      className: 'whitespace-nowrap',
    },
    // The target and the summary are the server's record, written when the action was taken.
    textColumn(
      m.target,
      (entry) =>
        entry.targetId === null ? entry.targetType : `${entry.targetType} ${entry.targetId}`,
      { className: 'font-mono text-xs', wrap: true },
    ),
    textColumn(m.summary, (entry) => entry.summary, { className: 'min-w-56', wrap: true }),
  ];
}

const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

export function AuditLogCard() {
  const m = useMessages(auditLogCatalog);
  const actions = auditActionLabels(m);
  const [filters, setFilters] = useState<AuditFilters>({ adminId: null, action: null });
  const log = useAuditLog(filters);
  const filterBy = (change: Partial<AuditFilters>) =>
    setFilters((current) => ({ ...current, ...change }));
  const filtered = filters.adminId !== null || filters.action !== null;

  return (
    <TitledCard
      title={m.title}
      description={t(m.description, { count: AUDIT_PAGE_SIZE })}
      contentClassName="grid gap-4 px-0 pb-0"
    >
      <ListFilters>
        <FilterSelect
          label={m.admin}
          all={m.allAdmins}
          value={filters.adminId === null ? '' : String(filters.adminId)}
          onValueChange={(value) => filterBy({ adminId: value === '' ? null : Number(value) })}
        >
          {log.data?.admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {adminName(m, admin.id, admin.username)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={m.action}
          all={m.allActions}
          value={filters.action ?? ''}
          onValueChange={(value) => filterBy({ action: isAuditAction(value) ? value : null })}
        >
          <LabelledOptions values={AUDIT_ACTIONS} labels={actions} />
        </FilterSelect>
      </ListFilters>

      {log.isError ? (
        <QueryErrorPanel className="mx-6 mb-6 sm:mx-8" title={m.error} query={log} />
      ) : (
        <div>
          <AdminTable
            label={m.label}
            columns={columns(m, actions)}
            rows={log.data?.entries}
            rowKey={(entry) => entry.id}
            busy={log.isPending || log.isPlaceholderData}
            empty={{ title: filtered ? m.emptyFiltered : m.empty }}
            toolbar={
              <AdminListToolbar
                count={log.data?.entries.length}
                counted={m.actionCount}
                loading={m.loading}
                query={log}
              />
            }
          />
        </div>
      )}
    </TitledCard>
  );
}
