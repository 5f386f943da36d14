// Watched words: what a new submission is screened for. Block refuses it, Hold keeps it back until
// approved, Flag shows it and queues it; a change applies to the next submission.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  WATCHED_WORD_ACTIONS,
  WatchedWordBodySchema,
  type WatchedWord,
} from '../../../../contract/moderation';
import { moderationCatalog } from '../../../../contract/moderation-messages';
import { actionsColumn, dateColumn, textColumn } from '../../../components/data/admin-columns';
import { AdminTable, type AdminColumn } from '../../../components/data/admin-table';
import { DeleteRowButton } from '../../../components/data/delete-row-button';
import { QueryErrorPanel } from '../../../components/data/query-error-panel';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TitledCard } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LabelledOptions, NativeSelect } from '../../../components/ui/native-select';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { t, useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useAddWatchedWord } from '../api/add-watched-word';
import { useDeleteWatchedWord } from '../api/delete-watched-word';
import { useWatchedWords } from '../api/get-watched-words';
import {
  labelsOf,
  moderationPanelCatalog,
  WATCHED_WORD_ACTION_KEYS,
  type ModerationPanelTexts,
} from '../moderation-panel-messages';

function columns(m: ModerationPanelTexts): AdminColumn<WatchedWord>[] {
  const actions = labelsOf(WATCHED_WORD_ACTION_KEYS, m);
  return [
    textColumn(m.wordOrPhrase, (word) => word.phrase, {
      className: 'max-w-72 min-w-36 font-semibold',
      wrap: true,
    }),
    {
      header: m.action,
      cell: (word) => actions[word.action],
      className: 'whitespace-nowrap',
    },
    dateColumn(m.added, (word) => word.createdAt),
  ];
}

function AddWatchedWordForm() {
  const m = useMessages(moderationPanelCatalog);
  // Loaded so that the schema's and the server's English messages are shown translated.
  useMessages(moderationCatalog);
  const add = useAddWatchedWord();
  const form = useSchemaForm(WatchedWordBodySchema, { phrase: '', action: 'hold' });

  const onSubmit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => form.reset({ phrase: '', action: body.action }),
      onError: (error) => showFieldErrors(form, error),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={m.addWordForm}
      className="grid grid-cols-1 items-start gap-4 px-6 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:px-8"
    >
      <Field
        control={form.control}
        name="phrase"
        label={m.wordOrPhrase}
        dir="auto"
        autoComplete="off"
        maxLength={100}
      />
      <Field control={form.control} name="action" label={m.action}>
        {(field) => (
          <NativeSelect {...field}>
            <LabelledOptions
              values={WATCHED_WORD_ACTIONS}
              labels={labelsOf(WATCHED_WORD_ACTION_KEYS, m)}
            />
          </NativeSelect>
        )}
      </Field>
      <SubmitButton pending={add.isPending} icon={Plus} className="sm:mt-[1.375rem] sm:h-11">
        {m.addWord}
      </SubmitButton>
    </form>
  );
}

export function WatchedWordsCard() {
  const m = useMessages(moderationPanelCatalog);
  const words = useWatchedWords();
  const remove = useDeleteWatchedWord();
  // The target outlives the dialog's closing animation, so its text does not blank out.
  const [toDelete, setToDelete] = useState<WatchedWord | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSuccess: () => setConfirming(false) });
  };

  const actions = actionsColumn((word: WatchedWord) => (
    <DeleteRowButton
      name={word.phrase}
      onClick={() => {
        setToDelete(word);
        setConfirming(true);
      }}
    />
  ));

  return (
    <TitledCard
      title={m.wordsTitle}
      description={m.wordsDescription}
      contentClassName="grid gap-6 px-0 pb-2 sm:px-0 sm:pb-2"
      after={
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={m.stopWatchingTitle}
          description={toDelete ? t(m.stopWatchingDescription, { phrase: toDelete.phrase }) : ''}
          confirmLabel={m.delete}
          onConfirm={onDelete}
          pending={remove.isPending}
        />
      }
    >
      <AddWatchedWordForm />
      {words.isError ? (
        <QueryErrorPanel className="mx-6 mb-6 sm:mx-8" title={m.wordsError} query={words} />
      ) : (
        <AdminTable
          label={m.wordsLabel}
          columns={[...columns(m), actions]}
          rows={words.data}
          rowKey={(word) => word.id}
          empty={{ title: m.wordsEmpty }}
        />
      )}
    </TitledCard>
  );
}
