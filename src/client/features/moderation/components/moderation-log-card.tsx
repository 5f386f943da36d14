// The moderation log: who decided what, about which compliment or member, and why; newest first.
import { SKELETON_ROWS } from '../../../../contract/constants';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
} from '../../../../contract/moderation';
import { AdminListToolbar } from '../../../components/data/admin-list-toolbar';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
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
import { useModerationLog } from '../api/get-moderation-log';

const COLUMNS = ['When', 'Admin', 'Action', 'Target', 'Reason'] as const;

export function ModerationLogCard() {
  const log = useModerationLog();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Moderation Log</CardTitle>
        <CardDescription>
          The latest {MODERATION_PAGE_SIZE} moderation decisions, newest first. Entries cannot be
          changed or deleted.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-0 sm:px-0 sm:pb-0">
        {log.isError ? (
          <ErrorPanel
            className="mx-6 mb-6 sm:mx-8"
            title="Error loading the moderation log"
            text={log.error.message}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : (
          <>
            <div className="px-1 sm:px-3">
              <AdminListToolbar
                count={log.data?.length}
                one="decision"
                many="decisions"
                loading="Loading the moderation log…"
                fetching={log.isFetching}
                onRefresh={() => void log.refetch()}
              />
            </div>
            <Table aria-label="Moderation log" aria-busy={log.isPending}>
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
                      <TableRow key={row}>
                        {COLUMNS.map((column) => (
                          <TableCell key={column}>
                            <Skeleton className="h-4 w-20" />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : null}
                {log.data?.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length} className="py-12 text-center">
                      <p className="font-semibold">{MODERATION_MESSAGES.logEmpty}</p>
                    </TableCell>
                  </TableRow>
                ) : null}
                {log.data?.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </TableCell>
                    <TableCell className="max-w-56 [overflow-wrap:anywhere]">
                      {entry.adminUsername ?? `Admin #${entry.adminId}`}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {MODERATION_ACTION_LABELS[entry.action]}
                    </TableCell>
                    <TableCell className="min-w-56 [overflow-wrap:anywhere]">
                      {entry.summary}
                    </TableCell>
                    <TableCell className="min-w-48 [overflow-wrap:anywhere]">
                      {entry.reason ?? <span className="text-muted-foreground">—</span>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
