// The admin dashboard's Audit Log (SECURITY L6): the latest admin actions, filtered by admin and action.
import { useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_MESSAGES,
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
import { useAuditLog, type AuditFilters } from '../api/get-audit-log';

const adminName = (id: number, username: string | null) => username ?? `Admin #${id}`;

const COLUMNS: AdminColumn<AuditEntry>[] = [
  dateColumn('When', (entry) => entry.createdAt, { withTime: true }),
  textColumn('Admin', (entry) => adminName(entry.adminId, entry.adminUsername), {
    className: 'max-w-56',
    wrap: true,
  }),
  {
    header: 'Action',
    cell: (entry) => AUDIT_ACTION_LABELS[entry.action],
    className: 'whitespace-nowrap',
  },
  textColumn(
    'Target',
    (entry) =>
      entry.targetId === null ? entry.targetType : `${entry.targetType} ${entry.targetId}`,
    { className: 'font-mono text-xs', wrap: true },
  ),
  textColumn('Summary', (entry) => entry.summary, { className: 'min-w-56', wrap: true }),
];

const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

export function AuditLogCard() {
  const [filters, setFilters] = useState<AuditFilters>({ adminId: null, action: null });
  const log = useAuditLog(filters);
  const filterBy = (change: Partial<AuditFilters>) =>
    setFilters((current) => ({ ...current, ...change }));
  const filtered = filters.adminId !== null || filters.action !== null;

  return (
    <TitledCard
      title="Audit Log"
      description={<>The latest {AUDIT_PAGE_SIZE} admin actions that changed data, newest first.</>}
      contentClassName="grid gap-4 px-0 pb-0"
    >
      <ListFilters>
        <FilterSelect
          label="Admin"
          all="All admins"
          value={filters.adminId === null ? '' : String(filters.adminId)}
          onValueChange={(value) => filterBy({ adminId: value === '' ? null : Number(value) })}
        >
          {log.data?.admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {adminName(admin.id, admin.username)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Action"
          all="All actions"
          value={filters.action ?? ''}
          onValueChange={(value) => filterBy({ action: isAuditAction(value) ? value : null })}
        >
          <LabelledOptions values={AUDIT_ACTIONS} labels={AUDIT_ACTION_LABELS} />
        </FilterSelect>
      </ListFilters>

      {log.isError ? (
        <QueryErrorPanel
          className="mx-6 mb-6 sm:mx-8"
          title="Error loading the audit log"
          query={log}
        />
      ) : (
        <div>
          <AdminTable
            label="Audit log"
            columns={COLUMNS}
            rows={log.data?.entries}
            rowKey={(entry) => entry.id}
            busy={log.isPending || log.isPlaceholderData}
            empty={{ title: filtered ? AUDIT_MESSAGES.emptyFiltered : AUDIT_MESSAGES.empty }}
            toolbar={
              <AdminListToolbar
                count={log.data?.entries.length}
                one="action"
                many="actions"
                loading="Loading the audit log…"
                query={log}
              />
            }
          />
        </div>
      )}
    </TitledCard>
  );
}
