// Watched words: what a new submission is screened for. Block refuses it, Hold keeps it back until
// approved, Flag shows it and queues it; a change applies to the next submission.
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SKELETON_ROWS } from '../../../../contract/constants';
import {
  WATCHED_WORD_ACTION_LABELS,
  WATCHED_WORD_ACTIONS,
  WatchedWordBodySchema,
  type WatchedWord,
} from '../../../../contract/moderation';
import { Field } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { formatDate } from '../../../lib/format-date';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useAddWatchedWord } from '../api/add-watched-word';
import { useDeleteWatchedWord } from '../api/delete-watched-word';
import { useWatchedWords } from '../api/get-watched-words';

const COLUMNS = ['Word or phrase', 'Action', 'Added', 'Actions'] as const;

type WatchedWordInput = z.input<typeof WatchedWordBodySchema>;
type WatchedWordForm = z.output<typeof WatchedWordBodySchema>;

function AddWatchedWordForm() {
  const add = useAddWatchedWord();
  const form = useForm<WatchedWordInput, unknown, WatchedWordForm>({
    resolver: zodResolver(WatchedWordBodySchema),
    defaultValues: { phrase: '', action: 'hold' },
  });

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
            {WATCHED_WORD_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {WATCHED_WORD_ACTION_LABELS[action]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Button type="submit" className="sm:mt-[1.375rem] sm:h-11" disabled={add.isPending}>
        {add.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
        Add Word
      </Button>
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

  return (
    <Card>
      <CardHeader>
        <CardTitle>Watched Words</CardTitle>
        <CardDescription>
          New compliments are checked for these whole words or phrases, in any case. Block refuses
          the compliment, Hold keeps it back until approved in the queue, and Flag shows it but
          queues it for a look.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 px-0 pb-2 sm:px-0 sm:pb-2">
        <AddWatchedWordForm />
        {words.isError ? (
          <ErrorPanel
            className="mx-6 mb-6 sm:mx-8"
            title="Error loading the watched words"
            text={words.error.message}
            onRetry={() => void words.refetch()}
            retrying={words.isFetching}
          />
        ) : (
          <Table aria-label="Watched words" aria-busy={words.isPending}>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHead key={column}>
                    {column === 'Actions' ? <span className="sr-only">Actions</span> : column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {words.isPending
                ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                    <TableRow key={row}>
                      {COLUMNS.map((column) => (
                        <TableCell key={column}>
                          <Skeleton className="h-4 w-20" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : null}
              {words.data?.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} className="py-10 text-center">
                    <p className="font-semibold">No watched words yet.</p>
                  </TableCell>
                </TableRow>
              ) : null}
              {words.data?.map((word) => (
                <TableRow key={word.id}>
                  <TableCell className="max-w-72 min-w-36 font-semibold [overflow-wrap:anywhere]">
                    {word.phrase}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {WATCHED_WORD_ACTION_LABELS[word.action]}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={word.createdAt}>{formatDate(word.createdAt)}</time>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => {
                        setToDelete(word);
                        setConfirming(true);
                      }}
                      aria-label={`Delete ${word.phrase}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
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
    </Card>
  );
}
