// Suspend a member: for how long and why. Meanwhile they cannot submit, thank or report, and their
// compliments are not given to anyone.
import { UserX } from 'lucide-react';
import type { AdminUser } from '../../../../contract/admin';
import { FormProvider } from 'react-hook-form';
import { SuspensionBodySchema } from '../../../../contract/moderation';
import { DialogFormFooter } from '../../../components/forms/dialog-form-footer';
import { SuspensionFields } from '../../../components/forms/suspension-fields';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { HeldDialog } from '../../../components/ui/held-dialog';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useSuspendMember } from '../api/suspend-member';

function SuspendForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const suspend = useSuspendMember();
  const form = useSchemaForm(SuspensionBodySchema, { reason: '' });

  const onSubmit = form.handleSubmit((body) =>
    suspend.mutate(
      { userId: user.id, body },
      { onSuccess: onDone, onError: (error) => showFieldErrors(form, error) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormProvider {...form}>
        <SuspensionFields durationLabel="Suspend for" reasonHint="Kept in the moderation log." />
      </FormProvider>
      <DialogFormFooter pending={suspend.isPending} icon={UserX} destructive>
        Suspend
      </DialogFormFooter>
    </form>
  );
}

/** `user` stays set while the dialog closes, so its content does not vanish mid-animation. */
export function SuspendMemberDialog({
  user,
  open,
  onOpenChange,
}: {
  user: AdminUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <HeldDialog
      item={user}
      open={open}
      onOpenChange={onOpenChange}
      title={() => 'Suspend this member?'}
      descriptionClassName="[overflow-wrap:anywhere]"
      description={(member) => (
        <>
          {member.username} will not be able to submit, thank or report until the suspension ends,
          and nobody is given their compliments meanwhile.
        </>
      )}
    >
      {(member) => <SuspendForm key={member.id} user={member} onDone={() => onOpenChange(false)} />}
    </HeldDialog>
  );
}
