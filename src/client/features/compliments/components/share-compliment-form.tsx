// "Share a Compliment" (PRODUCT 4, 24): the member's own kind words, checked by the same schema as the API.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  SubmitComplimentBodySchema,
  complimentLength,
  normalizeComplimentText,
} from '../../../../contract/compliments';
import { complimentLanguageCatalog } from '../../../../contract/compliment-language-messages';
import type { Locale } from '../../../../contract/i18n/locales';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { intlLocale, messagesOf, preloadMessages } from '../../../lib/i18n';
import { requestJoinCommunity } from '../../../hooks/use-join-community';
import { track } from '../../../lib/analytics';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useSubmitCompliment } from '../api/submit-compliment';
import { KarmaGained, type KarmaGain } from './karma-gained';
import { ShareComplimentLayout, type ShareComplimentDraft } from './share-compliment-layout';

// Its words are needed only after an answer, by which time this small catalog is in.
void preloadMessages(complimentLanguageCatalog);

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
  const form = useSchemaForm(
    SubmitComplimentBodySchema,
    { text: '', language: (draft?.language as Locale | undefined) ?? intlLocale },
    { mode: 'onChange' },
  );
  // The server's word that the text seems to be in another language, until the author decides.
  const [languageDoubt, setLanguageDoubt] = useState<string | null>(null);
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

  /** `languageConfirmed`: the author keeps their language though the server doubted it. */
  const sendWith = (languageConfirmed: boolean) =>
    form.handleSubmit((body) =>
      submit.mutate(languageConfirmed ? { ...body, languageConfirmed } : body, {
        onSuccess: (answer) => {
          setLanguageDoubt(null);
          form.reset({ text: '', language: body.language });
          setKarmaGain({ points: answer.karmaAwarded, at: Date.now() });
          track('compliment_submit', {
            karmaAwarded: answer.karmaAwarded,
            newBadges: answer.newBadges.length,
          });
        },
        onError: (failure) => {
          const doubt = failure instanceof ApiError ? failure.fieldErrors.language?.[0] : undefined;
          setLanguageDoubt(doubt ?? null);
          if (!doubt) showFieldErrors(form, failure);
        },
      }),
    );
  const send = sendWith(false);

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
      language={form.register('language', { onChange: () => setLanguageDoubt(null) })}
      languageNotice={
        languageDoubt && (
          <div role="alert" className="grid gap-2 text-sm text-destructive">
            <p>{languageDoubt}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => void sendWith(true)()}
            >
              {messagesOf(complimentLanguageCatalog).keepMyChoice}
            </Button>
          </div>
        )
      }
      besideSubmit={
        <KarmaGained
          gain={karmaGain}
          className="absolute end-1 -top-7 rounded-full bg-card px-2 py-0.5 shadow-xs"
        />
      }
    />
  );
}
