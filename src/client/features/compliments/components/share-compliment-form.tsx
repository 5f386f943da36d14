// "Share a Compliment" (PRODUCT 4, 24): the member's own kind words, checked by the same schema as the API.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  SubmitComplimentBodySchema,
  complimentLength,
  normalizeComplimentText,
} from '../../../../contract/compliments';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { requestJoinCommunity } from '../../../hooks/use-join-community';
import { track } from '../../../lib/analytics';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useSubmitCompliment } from '../api/submit-compliment';
import { KarmaGained, type KarmaGain } from './karma-gained';
import { ShareComplimentLayout, type ShareComplimentDraft } from './share-compliment-layout';

export function ShareComplimentForm({
  isGuest,
  draft,
}: {
  isGuest: boolean;
  /** What the visitor typed and pressed in the drawn form before this code arrived. */
  draft?: ShareComplimentDraft;
}) {
  const submit = useSubmitCompliment();
  const [karmaGain, setKarmaGain] = useState<KarmaGain | null>(null);
  const form = useSchemaForm(SubmitComplimentBodySchema, { text: '' }, { mode: 'onChange' });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  // Counted as the schema counts: after trimming and collapsing spaces, in code points.
  const length = complimentLength(normalizeComplimentText(text));
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { ref: registerField, ...field } = form.register('text');

  // Taken over before the first paint, so the swap is not seen: the text (checked, as typing
  // would have checked it; not a default, so a reset after sending empties the field), the caret,
  // the focus, and a press of Submit Compliment that came before the code did.
  const draftTaken = useRef(false);
  useLayoutEffect(() => {
    if (!draft || draftTaken.current) return;
    draftTaken.current = true;
    if (draft.text) form.setValue('text', draft.text, { shouldValidate: true, shouldDirty: true });
    if (draft.focus === 'text') {
      fieldRef.current?.focus();
      fieldRef.current?.setSelectionRange(draft.selectionStart, draft.selectionEnd);
    } else if (draft.focus === 'submit') {
      submitRef.current?.focus();
    }
    if (draft.submit) formRef.current?.requestSubmit(submitRef.current);
  }, [draft, form]);

  const send = form.handleSubmit((body) =>
    submit.mutate(body, {
      onSuccess: (answer) => {
        form.reset();
        setKarmaGain({ points: answer.karmaAwarded, at: Date.now() });
        track('compliment_submit', {
          karmaAwarded: answer.karmaAwarded,
          newBadges: answer.newBadges.length,
        });
      },
      onError: (failure) => showFieldErrors(form, failure),
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A guest is invited to join before anything is checked or sent (PRODUCT 4).
    if (isGuest) {
      event.preventDefault();
      requestJoinCommunity();
      return;
    }
    void send(event);
  };

  return (
    <ShareComplimentLayout
      form={{ ref: formRef, onSubmit }}
      field={{
        ...field,
        ref: (element: HTMLTextAreaElement | null) => {
          registerField(element);
          fieldRef.current = element;
        },
      }}
      length={length}
      error={form.formState.errors.text?.message}
      pending={submit.isPending}
      submitRef={submitRef}
      besideSubmit={
        <KarmaGained
          gain={karmaGain}
          className="absolute -top-7 right-1 rounded-full bg-card px-2 py-0.5 shadow-xs"
        />
      }
    />
  );
}
