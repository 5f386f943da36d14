// The admin's End sessions, Reset two-factor and Anonymise on a user of the users table (PRODUCT 8,
// 11.7): a dialog that says what happens, with Cancel and the action.
import type { FormEvent } from 'react';
import type { AdminUser } from '../../../../contract/admin';
import { DialogFormFooter } from '../../../components/forms/dialog-form-footer';
import { RichMessage } from '../../../components/forms/rich-message';
import { HeldDialog } from '../../../components/ui/held-dialog';
import { useMessages } from '../../../lib/i18n';
import { adminUsersCatalog } from '../admin-users-messages';
import { useAnonymiseUser } from '../api/anonymise-user';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useResetUserTwoFactor } from '../api/reset-user-two-factor';
import { useUserAccountActions, type UserAccountAction } from './user-account-actions';

function ActionForm({
  user,
  action,
  onDone,
}: {
  user: AdminUser;
  action: UserAccountAction;
  onDone: () => void;
}) {
  const ACTIONS = useUserAccountActions();
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
      <DialogFormFooter pending={mutation.isPending} icon={ACTIONS[action].icon} destructive>
        {ACTIONS[action].label}
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
  const m = useMessages(adminUsersCatalog);
  const ACTIONS = useUserAccountActions();
  return (
    <HeldDialog
      item={target}
      open={open}
      onOpenChange={onOpenChange}
      title={({ action }) => ACTIONS[action].title}
      descriptionClassName="[overflow-wrap:anywhere]"
      description={({ user, action }) => (
        <>
          <RichMessage
            text={m.accountAction}
            values={{
              name: <bdi className="font-semibold">{user.username}</bdi>,
              description: ACTIONS[action].description,
            }}
          />
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
