// The admin's End sessions, Reset two-factor and Anonymise on a user of the users table (PRODUCT 8,
// 11.7): a dialog that says what happens, with Cancel and the action.
import { LogOut, ShieldOff, UserRoundX, type LucideIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import type { AdminUser } from '../../../../contract/admin';
import { ACCOUNT_DELETION_MESSAGES } from '../../../../contract/account-deletion-messages';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { DialogFormFooter } from '../../../components/forms/dialog-form-footer';
import { HeldDialog } from '../../../components/ui/held-dialog';
import { useAnonymiseUser } from '../api/anonymise-user';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useResetUserTwoFactor } from '../api/reset-user-two-factor';

export type UserAccountAction = 'end-sessions' | 'reset-two-factor' | 'anonymise';

/** What each action's dialog says and its button does. */
const TEXTS: Record<
  UserAccountAction,
  { title: string; description: string; button: string; icon: LucideIcon }
> = {
  'end-sessions': {
    title: ACCOUNT_DELETION_MESSAGES.endSessionsTitle,
    description: ACCOUNT_DELETION_MESSAGES.endSessionsDescription,
    button: ACCOUNT_DELETION_MESSAGES.endSessions,
    icon: LogOut,
  },
  'reset-two-factor': {
    title: TWO_FACTOR_MESSAGES.resetTitle,
    description: TWO_FACTOR_MESSAGES.resetDescription,
    button: TWO_FACTOR_MESSAGES.reset,
    icon: ShieldOff,
  },
  anonymise: {
    title: ACCOUNT_DELETION_MESSAGES.anonymiseTitle,
    description: ACCOUNT_DELETION_MESSAGES.anonymiseDescription,
    button: ACCOUNT_DELETION_MESSAGES.anonymise,
    icon: UserRoundX,
  },
};

function ActionForm({
  user,
  action,
  onDone,
}: {
  user: AdminUser;
  action: UserAccountAction;
  onDone: () => void;
}) {
  // Every hook is called whatever the action, as React's rules ask; only the chosen one runs.
  const mutations = {
    'end-sessions': useEndUserSessions(),
    'reset-two-factor': useResetUserTwoFactor(),
    anonymise: useAnonymiseUser(),
  };
  const mutation = mutations[action];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(user.id, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogFormFooter pending={mutation.isPending} icon={TEXTS[action].icon} destructive>
        {TEXTS[action].button}
      </DialogFormFooter>
    </form>
  );
}

/** `target` stays set while the dialog closes, so its content does not vanish mid-animation. */
export function UserAccountActionDialog({
  target,
  open,
  onOpenChange,
}: {
  target: { user: AdminUser; action: UserAccountAction } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <HeldDialog
      item={target}
      open={open}
      onOpenChange={onOpenChange}
      title={({ action }) => TEXTS[action].title}
      descriptionClassName="[overflow-wrap:anywhere]"
      description={({ user, action }) => (
        <>
          <span className="font-semibold">{user.username}</span>: {TEXTS[action].description}
        </>
      )}
    >
      {({ user, action }) => (
        <ActionForm
          key={`${action}-${user.id}`}
          user={user}
          action={action}
          onDone={() => onOpenChange(false)}
        />
      )}
    </HeldDialog>
  );
}
