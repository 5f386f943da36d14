// The report dialog: one of the four reasons, and for Other a short note, checked by the API's schema.
import { Flag } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  ReportBodySchema,
} from '../../../../contract/moderation';
import { moderationCatalog } from '../../../../contract/moderation-messages';
import { CharacterCount } from '../../../components/forms/character-count';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
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
import { Textarea } from '../../../components/ui/textarea';
import { uiCatalog } from '../../../components/ui/ui-messages';
import { cn } from '../../../lib/cn';
import { localize, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { isClientError } from '../../../lib/query-client';
import { useReportCompliment } from '../api/report-compliment';
import { reportCatalog, reportReasonLabels } from '../report-messages';

function ReportFormBody({
  complimentId,
  onDone,
  onReported,
}: {
  complimentId: number;
  onDone: () => void;
  onReported: () => void;
}) {
  const m = useMessages(reportCatalog);
  const ui = useMessages(uiCatalog);
  // Loaded so that the schema's and the server's English messages are shown translated.
  useMessages(moderationCatalog);
  const labels = reportReasonLabels(m);
  const report = useReportCompliment();
  const form = useSchemaForm(ReportBodySchema, { note: '' });
  const id = useId();
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const reasonError = errors.reason?.message;

  const onSubmit = form.handleSubmit((values) =>
    report.mutate(
      {
        id: complimentId,
        // The note belongs to Other only, even if one was typed before another reason was chosen.
        body:
          values.reason === 'other' && values.note
            ? { reason: values.reason, note: values.note }
            : { reason: values.reason },
      },
      {
        onSuccess: () => {
          onDone();
          onReported();
        },
        onError: (error) => {
          // Signed out meanwhile, already reported, your own, suspended or too many: trying again
          // will not help. Field messages are the exception: they can be put right here.
          if (!showFieldErrors(form, error) && isClientError(error)) onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <fieldset
        className="grid gap-2"
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
      >
        <legend className="mb-2 text-sm font-semibold">{m.question}</legend>
        {REPORT_REASONS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border border-border bg-card px-3.5 py-3 text-sm font-medium transition-colors hover:border-primary/50',
              'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              value={value}
              className="size-4 shrink-0 accent-primary outline-none"
              {...form.register('reason')}
            />
            {labels[value]}
          </label>
        ))}
        {reasonError ? (
          <p id={`${id}-reason-error`} className="text-sm font-medium text-destructive">
            {localize(reasonError)}
          </p>
        ) : null}
      </fieldset>

      {reason === 'other' ? (
        <Field
          control={form.control}
          name="note"
          label={m.noteLabel}
          labelAside={<CharacterCount used={note.length} max={REPORT_NOTE_MAX_LENGTH} />}
        >
          {(field) => (
            <Textarea rows={3} maxLength={REPORT_NOTE_MAX_LENGTH} className="min-h-20" {...field} />
          )}
        </Field>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{ui.cancel}</Button>
        </DialogClose>
        <SubmitButton pending={report.isPending} icon={Flag}>
          {m.send}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

export function ReportComplimentDialog({
  complimentId,
  open,
  onOpenChange,
  onReported,
}: {
  complimentId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReported: () => void;
}) {
  const m = useMessages(reportCatalog);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        {/* The content unmounts once closed, so each opening starts a fresh form. */}
        <ReportFormBody
          key={complimentId}
          complimentId={complimentId}
          onDone={() => onOpenChange(false)}
          onReported={onReported}
        />
      </DialogContent>
    </Dialog>
  );
}
