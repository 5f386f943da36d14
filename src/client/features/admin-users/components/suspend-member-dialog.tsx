// Suspend a member: for how long and why. Meanwhile they cannot submit, thank or report, and their
// compliments are not given to anyone.
import { UserX } from 'lucide-react';
import type { AdminUser } from '../../../../contract/admin';
import { FormProvider } from 'react-hook-form';
import { SuspensionBodySchema } from '../../../../contract/moderation';
import { moderationCatalog } from '../../../../contract/moderation-messages';
import { DialogFormFooter } from '../../../components/forms/dialog-form-footer';
import { RichMessage } from '../../../components/forms/rich-message';
import { SuspensionFields } from '../../../components/forms/suspension-fields';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { HeldDialog } from '../../../components/ui/held-dialog';
import { useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { adminUsersCatalog } from '../admin-users-messages';
import { useSuspendMember } from '../api/suspend-member';

function SuspendForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const m = useMessages(adminUsersCatalog);
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
        <SuspensionFields durationLabel={m.suspendFor} reasonHint={m.reasonKept} />
      </FormProvider>
      <DialogFormFooter pending={suspend.isPending} icon={UserX} destructive>
        {m.suspend}
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
  const m = useMessages(adminUsersCatalog);
  // Loaded so that the schema's and the server's English messages are shown translated.
  useMessages(moderationCatalog);
  return (
    <HeldDialog
      item={user}
      open={open}
      onOpenChange={onOpenChange}
      title={() => m.suspendTitle}
      descriptionClassName="[overflow-wrap:anywhere]"
      description={(member) => (
        <RichMessage text={m.suspendDescription} values={{ name: <bdi>{member.username}</bdi> }} />
      )}
    >
      {(member) => <SuspendForm key={member.id} user={member} onDone={() => onOpenChange(false)} />}
    </HeldDialog>
  );
}
