// Watched words: what a new submission is screened for. Block refuses it, Hold keeps it back until
// approved, Flag shows it and queues it; a change applies to the next submission.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  WATCHED_WORD_ACTION_LABELS,
  WATCHED_WORD_ACTIONS,
  WatchedWordBodySchema,
  type WatchedWord,
} from '../../../../contract/moderation';
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
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useAddWatchedWord } from '../api/add-watched-word';
import { useDeleteWatchedWord } from '../api/delete-watched-word';
import { useWatchedWords } from '../api/get-watched-words';

const COLUMNS: AdminColumn<WatchedWord>[] = [
  textColumn('Word or phrase', (word) => word.phrase, {
    className: 'max-w-72 min-w-36 font-semibold',
    wrap: true,
  }),
  {
    header: 'Action',
    cell: (word) => WATCHED_WORD_ACTION_LABELS[word.action],
    className: 'whitespace-nowrap',
  },
  dateColumn('Added', (word) => word.createdAt),
];

function AddWatchedWordForm() {
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
      aria-label="Add a watched word"
      className="grid grid-cols-1 items-start gap-4 px-6 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:px-8"
    >
      <Field
        control={form.control}
        name="phrase"
        label="Word or phrase"
        autoComplete="off"
        maxLength={100}
      />
      <Field control={form.control} name="action" label="Action">
        {(field) => (
          <NativeSelect {...field}>
            <LabelledOptions values={WATCHED_WORD_ACTIONS} labels={WATCHED_WORD_ACTION_LABELS} />
          </NativeSelect>
        )}
      </Field>
      <SubmitButton pending={add.isPending} icon={Plus} className="sm:mt-[1.375rem] sm:h-11">
        Add Word
      </SubmitButton>
    </form>
  );
}

export function WatchedWordsCard() {
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
      title="Watched Words"
      description="New compliments are checked for these whole words or phrases, in any case. Block refuses the compliment, Hold keeps it back until approved in the queue, and Flag shows it but queues it for a look."
      contentClassName="grid gap-6 px-0 pb-2 sm:px-0 sm:pb-2"
      after={
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Stop watching this word?"
          description={
            toDelete
              ? `New compliments with "${toDelete.phrase}" will no longer be blocked, held or flagged for it.`
              : ''
          }
          confirmLabel="Delete"
          onConfirm={onDelete}
          pending={remove.isPending}
        />
      }
    >
      <AddWatchedWordForm />
      {words.isError ? (
        <QueryErrorPanel
          className="mx-6 mb-6 sm:mx-8"
          title="Error loading the watched words"
          query={words}
        />
      ) : (
        <AdminTable
          label="Watched words"
          columns={[...COLUMNS, actions]}
          rows={words.data}
          rowKey={(word) => word.id}
          empty={{ title: 'No watched words yet.' }}
        />
      )}
    </TitledCard>
  );
}
