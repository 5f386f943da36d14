// Every moderation decision asks why: the reason goes to the log, and a removal's to the author too.
// Remove and suspend also asks for how long.
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  MODERATION_MESSAGES,
  SuspensionBodySchema,
  type ModeratedCompliment,
} from '../../../../contract/moderation';
import { DialogFormFooter } from '../../../components/forms/dialog-form-footer';
import { SuspensionFields } from '../../../components/forms/suspension-fields';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { HeldDialog } from '../../../components/ui/held-dialog';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useHideCompliment } from '../api/hide-compliment';
import { useRemoveAndSuspendAuthor } from '../api/remove-and-suspend-author';
import { useRemoveCompliment } from '../api/remove-compliment';
import { useRestoreCompliment } from '../api/restore-compliment';

export type DecisionAction = 'restore' | 'remove' | 'remove_and_suspend' | 'hide';

export interface Decision {
  action: DecisionAction;
  compliment: ModeratedCompliment;
}

const DECISIONS: Record<
  DecisionAction,
  {
    title: string;
    description: string;
    reasonHint: string;
    confirm: string;
    destructive: boolean;
  }
> = {
  restore: {
    title: 'Restore this compliment?',
    description: 'Members can be given it again, and its open reports are closed as unfounded.',
    reasonHint: 'Kept in the moderation log.',
    confirm: 'Restore',
    destructive: false,
  },
  remove: {
    title: 'Remove this compliment?',
    description:
      'Nobody is given it again, and its author loses the karma it earned. The author gets your reason as a message.',
    reasonHint: 'Sent to the author, and kept in the moderation log.',
    confirm: 'Remove',
    destructive: true,
  },
  remove_and_suspend: {
    title: 'Remove it and suspend its author?',
    description:
      'The compliment is removed as with Remove, and its author cannot submit, thank or report until the suspension ends.',
    reasonHint: 'Sent to the author, and kept in the moderation log.',
    confirm: 'Remove and Suspend',
    destructive: true,
  },
  hide: {
    title: 'Hide this compliment?',
    description:
      'Nobody is given it until it is restored. No karma moves and its author is not told.',
    reasonHint: 'Kept in the moderation log.',
    confirm: 'Hide',
    destructive: true,
  },
};

/** The duration is asked for only when suspending; the other decisions leave it out. */
const DecisionFormSchema = SuspensionBodySchema.partial({ duration: true });

function DecisionFormBody({ decision, onDone }: { decision: Decision; onDone: () => void }) {
  const { action, compliment } = decision;
  const config = DECISIONS[action];
  const suspending = action === 'remove_and_suspend';
  const restore = useRestoreCompliment();
  const remove = useRemoveCompliment();
  const removeAndSuspend = useRemoveAndSuspendAuthor();
  const hide = useHideCompliment();
  const pending =
    restore.isPending || remove.isPending || removeAndSuspend.isPending || hide.isPending;

  const schema = useMemo(
    () =>
      DecisionFormSchema.refine((values) => !suspending || values.duration !== undefined, {
        message: MODERATION_MESSAGES.invalidDuration,
        path: ['duration'],
      }),
    [suspending],
  );
  const form = useSchemaForm(schema, { reason: '' });

  const onSubmit = form.handleSubmit(({ reason, duration }) => {
    const callbacks = {
      onSuccess: onDone,
      onError: (error: Error) => showFieldErrors(form, error),
    };
    const id = compliment.id;
    if (action === 'restore') restore.mutate({ id, body: { reason } }, callbacks);
    else if (action === 'remove') remove.mutate({ id, body: { reason } }, callbacks);
    else if (action === 'hide') hide.mutate({ id, body: { reason } }, callbacks);
    else if (duration) removeAndSuspend.mutate({ id, body: { reason, duration } }, callbacks);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <blockquote className="rounded-xl bg-muted px-4 py-3 text-sm [overflow-wrap:anywhere]">
        {compliment.text}
      </blockquote>
      <FormProvider {...form}>
        <SuspensionFields
          durationLabel={suspending ? 'Suspend the author for' : null}
          reasonHint={config.reasonHint}
        />
      </FormProvider>
      <DialogFormFooter pending={pending} destructive={config.destructive}>
        {config.confirm}
      </DialogFormFooter>
    </form>
  );
}

/** `decision` stays set while the dialog closes, so its content does not vanish mid-animation. */
export function DecisionDialog({
  decision,
  open,
  onOpenChange,
}: {
  decision: Decision | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <HeldDialog
      item={decision}
      open={open}
      onOpenChange={onOpenChange}
      title={(held) => DECISIONS[held.action].title}
      description={(held) => DECISIONS[held.action].description}
    >
      {(held) => (
        <DecisionFormBody
          key={`${held.action}-${held.compliment.id}`}
          decision={held}
          onDone={() => onOpenChange(false)}
        />
      )}
    </HeldDialog>
  );
}
