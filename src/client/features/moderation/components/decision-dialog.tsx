// Every moderation decision asks why: the reason goes to the log, and a removal's to the author too.
// Remove and suspend also asks for how long.
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  MODERATION_MESSAGES,
  SuspensionBodySchema,
  type ModeratedCompliment,
} from '../../../../contract/moderation';
import { moderationCatalog } from '../../../../contract/moderation-messages';
import { DialogFormFooter } from '../../../components/forms/dialog-form-footer';
import { SuspensionFields } from '../../../components/forms/suspension-fields';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { HeldDialog } from '../../../components/ui/held-dialog';
import { useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useHideCompliment } from '../api/hide-compliment';
import { useRemoveAndSuspendAuthor } from '../api/remove-and-suspend-author';
import { useRemoveCompliment } from '../api/remove-compliment';
import { useRestoreCompliment } from '../api/restore-compliment';
import { moderationPanelCatalog, type ModerationPanelTexts } from '../moderation-panel-messages';

export type DecisionAction = 'restore' | 'remove' | 'remove_and_suspend' | 'hide';

export interface Decision {
  action: DecisionAction;
  compliment: ModeratedCompliment;
}

/** Each decision's dialog: its title, what it does, where the reason goes, and its button. */
function decisionTexts(m: ModerationPanelTexts, action: DecisionAction) {
  switch (action) {
    case 'restore':
      return {
        title: m.restoreTitle,
        description: m.restoreDescription,
        reasonHint: m.reasonKept,
        confirm: m.restore,
        destructive: false,
      };
    case 'remove':
      return {
        title: m.removeTitle,
        description: m.removeDescription,
        reasonHint: m.reasonSent,
        confirm: m.remove,
        destructive: true,
      };
    case 'remove_and_suspend':
      return {
        title: m.removeAndSuspendTitle,
        description: m.removeAndSuspendDescription,
        reasonHint: m.reasonSent,
        confirm: m.removeAndSuspend,
        destructive: true,
      };
    case 'hide':
      return {
        title: m.hideTitle,
        description: m.hideDescription,
        reasonHint: m.reasonKept,
        confirm: m.hide,
        destructive: true,
      };
  }
}

/** The duration is asked for only when suspending; the other decisions leave it out. */
const DecisionFormSchema = SuspensionBodySchema.partial({ duration: true });

function DecisionFormBody({ decision, onDone }: { decision: Decision; onDone: () => void }) {
  const m = useMessages(moderationPanelCatalog);
  const { action, compliment } = decision;
  const config = decisionTexts(m, action);
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
      <blockquote
        dir="auto"
        translate="no"
        className="rounded-xl bg-muted px-4 py-3 text-sm [overflow-wrap:anywhere]"
      >
        {compliment.text}
      </blockquote>
      <FormProvider {...form}>
        <SuspensionFields
          durationLabel={suspending ? m.suspendAuthorFor : null}
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
  const m = useMessages(moderationPanelCatalog);
  // Loaded so that the schema's and the server's English messages are shown translated.
  useMessages(moderationCatalog);
  return (
    <HeldDialog
      item={decision}
      open={open}
      onOpenChange={onOpenChange}
      title={(held) => decisionTexts(m, held.action).title}
      description={(held) => decisionTexts(m, held.action).description}
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
