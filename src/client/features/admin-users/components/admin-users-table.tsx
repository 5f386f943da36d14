// The /admin Users tab (PRODUCT 8): the users table with a Details button per user, a member's
// suspension with Suspend and Lift Suspension, and End sessions, Reset two-factor (while it is on)
// and Anonymise for every other account than the admin's own.
import { useQueryClient } from '@tanstack/react-query';
import { Info, UserCheck, UserX, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { AdminUser } from '../../../../contract/admin';
import type { CurrentUser } from '../../../../contract/auth';
import { messagesCatalog } from '../../../../contract/messages';
import {
  actionsColumn,
  countColumn,
  dateColumn,
  textColumn,
} from '../../../components/data/admin-columns';
import { AdminListCard } from '../../../components/data/admin-list-card';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { Button } from '../../../components/ui/button';
import { t, useMessages } from '../../../lib/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useAdminUsers } from '../api/get-admin-users';
import { adminUsersCatalog, type AdminUsersTexts } from '../admin-users-messages';
import { useLiftSuspension } from '../api/lift-suspension';
import { SuspensionBadge } from './suspension-badge';
import { UserAccountActionButton, type UserAccountAction } from './user-account-actions';

// The row's dialogs are chunks of their own (with the dialog stack, the suspension form and its
// schemas), fetched when the pointer or the focus reaches a row's buttons and drawn once first
// opened: the table, the panel's first screen, draws without them (DECISIONS 69).
const loadDetails = () => import('./user-details-dialog');
const loadSuspend = () => import('./suspend-member-dialog');
const loadAccountAction = () => import('./user-account-action-dialog');
const UserDetailsDialog = lazy(async () => ({ default: (await loadDetails()).UserDetailsDialog }));
const SuspendMemberDialog = lazy(async () => ({
  default: (await loadSuspend()).SuspendMemberDialog,
}));
const UserAccountActionDialog = lazy(async () => ({
  default: (await loadAccountAction()).UserAccountActionDialog,
}));

function preloadDialogs() {
  // A failed fetch is tried again when the dialog is first drawn.
  for (const load of [loadDetails, loadSuspend, loadAccountAction]) load().catch(() => undefined);
}

// The name and email truncate (their full text in a tooltip) so a row with every action and a
// last log-in with its time fits the card of a wide screen.
const columns = (m: AdminUsersTexts): AdminColumn<AdminUser>[] => [
  {
    header: m.username,
    cell: (user) => (
      <>
        <span dir="auto" translate="no" className="block truncate" title={user.username}>
          {user.username}
        </span>
        {/* The cell is narrow: the date wraps rather than running into the email. */}
        {user.suspension ? (
          <SuspensionBadge
            suspension={user.suspension}
            className="mt-1.5 rounded-lg whitespace-normal"
          />
        ) : null}
      </>
    ),
    className: 'max-w-40 font-medium',
  },
  textColumn(m.email, (user) => user.email, { className: 'max-w-48' }),
  dateColumn(m.registrationDate, (user) => user.createdAt, {}),
  dateColumn(m.lastLogin, (user) => user.lastLogin, {
    withTime: true,
    empty: m.never,
    className: 'text-muted-foreground',
  }),
  countColumn(m.karmaPoints, (user) => user.karmaPoints),
];

/**
 * On a phone the table scrolls sideways; the Details button stays in view at the end edge (the
 * right, or the left in a right-to-left language), its shadow cast over the columns before it.
 */
const STICKY_ACTIONS =
  'max-sm:sticky max-sm:end-0 max-sm:bg-card max-sm:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)] max-sm:rtl:shadow-[8px_0_8px_-8px_rgb(0_0_0/0.15)]';
/** Its header cell sticks too, in the header row's tint, so no column title shows through. */
const STICKY_ACTIONS_HEAD =
  'max-sm:sticky max-sm:end-0 max-sm:bg-[color-mix(in_srgb,var(--muted)_60%,var(--card))]';

export function AdminUsersTable() {
  const m = useMessages(adminUsersCatalog);
  const messages = useMessages(messagesCatalog);
  const users = useAdminUsers();
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [open, setOpen] = useState(false);
  const [toSuspend, setToSuspend] = useState<AdminUser | null>(null);
  const [suspending, setSuspending] = useState(false);
  const lift = useLiftSuspension();
  const [accountAction, setAccountAction] = useState<{
    user: AdminUser;
    action: UserAccountAction;
  } | null>(null);
  const [acting, setActing] = useState(false);
  // The admin screens are only shown to a signed-in admin, so who that is has been read already.
  const selfId = useQueryClient().getQueryData<CurrentUser | null>(QUERY_KEYS.currentUser)?.id;

  const askAccountAction = (user: AdminUser, action: UserAccountAction) => {
    setAccountAction({ user, action });
    setActing(true);
  };

  const onLift = (user: AdminUser) => lift.mutate(user.id);

  const showDetails = (user: AdminUser) => {
    setSelected(user);
    setOpen(true);
  };

  const actions = actionsColumn(
    (user: AdminUser) => (
      <div
        className="flex justify-end gap-1.5"
        onPointerEnter={preloadDialogs}
        onFocusCapture={preloadDialogs}
      >
        <Button
          variant="outline"
          size="sm"
          onClick={() => showDetails(user)}
          aria-label={t(m.detailsFor, { name: user.username })}
        >
          <Info aria-hidden="true" />
          {m.details}
        </Button>
        {/* Icons with a tooltip at every width, from Suspend on: labelled buttons would not fit the
            row beside the name, email and dates. */}
        {user.isAdmin ? null : user.suspension ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onLift(user)}
            disabled={lift.isPending && lift.variables === user.id}
            aria-label={t(m.liftSuspensionOf, { name: user.username })}
            title={m.liftSuspension}
          >
            <UserCheck aria-hidden="true" />
            <span className="sr-only">{m.liftSuspension}</span>
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setToSuspend(user);
              setSuspending(true);
            }}
            aria-label={t(m.suspendName, { name: user.username })}
            title={m.suspend}
          >
            <UserX aria-hidden="true" />
            <span className="sr-only">{m.suspend}</span>
          </Button>
        )}
        {user.id === selfId ? null : (
          <>
            <UserAccountActionButton user={user} action="end-sessions" onAsk={askAccountAction} />
            {/* Only while it is on: otherwise there is nothing to reset. */}
            {user.twoFactorOn ? (
              <UserAccountActionButton
                user={user}
                action="reset-two-factor"
                onAsk={askAccountAction}
              />
            ) : null}
            <UserAccountActionButton user={user} action="anonymise" onAsk={askAccountAction} />
          </>
        )}
      </div>
    ),
    { className: STICKY_ACTIONS, headClassName: STICKY_ACTIONS_HEAD },
  );

  return (
    <AdminListCard
      title={m.usersTitle}
      description={m.usersDescription}
      list={users}
      errorTitle={messages.errorLoadingUsers}
      empty={{ icon: Users, title: messages.noUsersFound }}
      flush
      dialogs={
        <>
          {selected ? (
            <Suspense fallback={null}>
              <UserDetailsDialog user={selected} open={open} onOpenChange={setOpen} />
            </Suspense>
          ) : null}
          {toSuspend ? (
            <Suspense fallback={null}>
              <SuspendMemberDialog
                user={toSuspend}
                open={suspending}
                onOpenChange={setSuspending}
              />
            </Suspense>
          ) : null}
          {accountAction ? (
            <Suspense fallback={null}>
              <UserAccountActionDialog
                target={accountAction}
                open={acting}
                onOpenChange={setActing}
              />
            </Suspense>
          ) : null}
        </>
      }
    >
      <AdminTable columns={[...columns(m), actions]} rows={users.data} rowKey={(user) => user.id} />
    </AdminListCard>
  );
}
