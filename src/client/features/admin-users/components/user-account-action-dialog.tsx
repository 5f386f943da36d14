// The admin's End sessions and Anonymise on a user of the users table (PRODUCT 8): a dialog that
// says what happens, with Cancel and the action.
import { LogOut, UserRoundX } from 'lucide-react';
import type { FormEvent } from 'react';
import type { AdminUser } from '../../../../contract/admin';
import { ACCOUNT_DELETION_MESSAGES as TEXT } from '../../../../contract/account-deletion-messages';
import { DialogFormFooter } from '../../../components/forms/dialog-form-footer';
import { HeldDialog } from '../../../components/ui/held-dialog';
import { useAnonymiseUser } from '../api/anonymise-user';
import { useEndUserSessions } from '../api/end-user-sessions';

export type UserAccountAction = 'end-sessions' | 'anonymise';

function ActionForm({
  user,
  action,
  onDone,
}: {
  user: AdminUser;
  action: UserAccountAction;
  onDone: () => void;
}) {
  const endSessions = useEndUserSessions();
  const anonymise = useAnonymiseUser();
  const mutation = action === 'anonymise' ? anonymise : endSessions;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(user.id, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogFormFooter
        pending={mutation.isPending}
        icon={action === 'anonymise' ? UserRoundX : LogOut}
        destructive
      >
        {action === 'anonymise' ? TEXT.anonymise : TEXT.endSessions}
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
      title={({ action }) => (action === 'anonymise' ? TEXT.anonymiseTitle : TEXT.endSessionsTitle)}
      descriptionClassName="[overflow-wrap:anywhere]"
      description={({ user, action }) => (
        <>
          <span className="font-semibold">{user.username}</span>:{' '}
          {action === 'anonymise' ? TEXT.anonymiseDescription : TEXT.endSessionsDescription}
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
