// Suspend a member: for how long and why. Meanwhile they cannot submit, thank or report, and their
// compliments are not given to anyone.
import { zodResolver } from '@hookform/resolvers/zod';
import { UserX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminUser } from '../../../../contract/admin';
import {
  SUSPENSION_DURATION_LABELS,
  SUSPENSION_DURATIONS,
  SuspensionBodySchema,
} from '../../../../contract/moderation';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { LabelledOptions, NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useSuspendMember } from '../api/suspend-member';

type SuspensionInput = z.input<typeof SuspensionBodySchema>;
type SuspensionForm = z.output<typeof SuspensionBodySchema>;

function SuspendForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const suspend = useSuspendMember();
  const form = useForm<SuspensionInput, unknown, SuspensionForm>({
    resolver: zodResolver(SuspensionBodySchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit((body) =>
    suspend.mutate(
      { userId: user.id, body },
      { onSuccess: onDone, onError: (error) => showFieldErrors(form, error) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field control={form.control} name="duration" label="Suspend for">
        {(field) => (
          <NativeSelect defaultValue="" {...field}>
            <option value="" disabled>
              Choose how long
            </option>
            <LabelledOptions values={SUSPENSION_DURATIONS} labels={SUSPENSION_DURATION_LABELS} />
          </NativeSelect>
        )}
      </Field>
      <Field control={form.control} name="reason" label="Reason" hint="Kept in the moderation log.">
        {(field) => <Textarea rows={3} className="min-h-20" {...field} />}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={suspend.isPending} icon={UserX} variant="destructive">
          Suspend
        </SubmitButton>
      </DialogFooter>
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {user ? (
          <>
            <DialogHeader>
              <DialogTitle>Suspend this member?</DialogTitle>
              <DialogDescription className="[overflow-wrap:anywhere]">
                {user.username} will not be able to submit, thank or report until the suspension
                ends, and nobody is given their compliments meanwhile.
              </DialogDescription>
            </DialogHeader>
            <SuspendForm key={user.id} user={user} onDone={() => onOpenChange(false)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
