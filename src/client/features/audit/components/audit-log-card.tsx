// The admin dashboard's Audit Log (SECURITY L6): the latest admin actions, filtered by admin and action.
import { useId, useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  type AuditAction,
} from '../../../../contract/audit';
import { SKELETON_ROWS } from '../../../../contract/constants';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format-date';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log';

const COLUMNS = ['When', 'Admin', 'Action', 'Target', 'Summary'] as const;

const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

export function AuditLogCard() {
  const [filters, setFilters] = useState<AuditFilters>({ adminId: null, action: null });
  const log = useAuditLog(filters);
  const adminSelectId = useId();
  const actionSelectId = useId();
  const filtered = filters.adminId !== null || filters.action !== null;
  const adminName = (id: number, username: string | null) => username ?? `Admin #${id}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
        <CardDescription>
          The latest {AUDIT_PAGE_SIZE} admin actions that changed data, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-0 pb-0">
        <div className="grid grid-cols-1 gap-4 px-6 sm:grid-cols-2 sm:px-8">
          <div className="grid gap-2">
            <Label htmlFor={adminSelectId}>Admin</Label>
            <NativeSelect
              id={adminSelectId}
              value={filters.adminId === null ? '' : String(filters.adminId)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilters((current) => ({
                  ...current,
                  adminId: value === '' ? null : Number(value),
                }));
              }}
            >
              <option value="">All admins</option>
              {log.data?.admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {adminName(admin.id, admin.username)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={actionSelectId}>Action</Label>
            <NativeSelect
              id={actionSelectId}
              value={filters.action ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilters((current) => ({
                  ...current,
                  action: isAuditAction(value) ? value : null,
                }));
              }}
            >
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_LABELS[action]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        {log.isError ? (
          <ErrorPanel
            className="mx-6 mb-6 sm:mx-8"
            title="Error loading the audit log"
            text={log.error.message}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : (
          <div>
            <AdminListToolbar
              count={log.data?.entries.length}
              one="action"
              many="actions"
              loading="Loading the audit log…"
              fetching={log.isFetching}
              onRefresh={() => void log.refetch()}
            />
            <Table aria-label="Audit log" aria-busy={log.isPending || log.isPlaceholderData}>
              <TableHeader>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableHead key={column}>{column}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {log.isPending
                  ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                      <TableRow key={row} data-testid="skeleton-row">
                        {COLUMNS.map((column) => (
                          <TableCell key={column}>
                            <Skeleton className="h-4 w-20" />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : null}
                {log.data?.entries.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length} className="py-12 text-center">
                      <p className="font-semibold">
                        {filtered ? AUDIT_MESSAGES.emptyFiltered : AUDIT_MESSAGES.empty}
                      </p>
                    </TableCell>
                  </TableRow>
                ) : null}
                {log.data?.entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </TableCell>
                    <TableCell className="max-w-56 [overflow-wrap:anywhere]">
                      {adminName(entry.adminId, entry.adminUsername)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {AUDIT_ACTION_LABELS[entry.action]}
                    </TableCell>
                    <TableCell className="font-mono text-xs [overflow-wrap:anywhere]">
                      {entry.targetId === null
                        ? entry.targetType
                        : `${entry.targetType} ${entry.targetId}`}
                    </TableCell>
                    <TableCell className="min-w-56 [overflow-wrap:anywhere]">
                      {entry.summary}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
