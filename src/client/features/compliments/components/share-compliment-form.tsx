// "Share a Compliment" (PRODUCT 4, 24): the member's own kind words, checked by the same schema as the API.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { PenLine, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  COMPLIMENT_MESSAGES,
  KARMA,
  SubmitComplimentBodySchema,
  complimentLength,
  normalizeComplimentText,
  type SubmitComplimentBody,
  type SubmitComplimentForm,
} from '../../../../contract/compliments';
import { COMPLIMENT_MAX_LENGTH, COMPLIMENT_MIN_LENGTH } from '../../../../contract/constants';
import { MODERATION_MESSAGES } from '../../../../contract/moderation';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { track } from '../../../lib/analytics';
import { applyFieldErrors, serverMessageOr, statusOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSubmitCompliment } from '../api/submit-compliment';
import { celebrate } from '../celebrate';
import { LazyJoinCommunityDialog } from './lazy-join-community-dialog';

export function ShareComplimentForm({ isGuest }: { isGuest: boolean }) {
  const queryClient = useQueryClient();
  const submit = useSubmitCompliment();
  const [joinOpen, setJoinOpen] = useState(false);
  const form = useForm<SubmitComplimentForm, unknown, SubmitComplimentBody>({
    resolver: zodResolver(SubmitComplimentBodySchema),
    mode: 'onChange',
    defaultValues: { text: '' },
  });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  // Counted as the schema counts: after trimming and collapsing spaces, in code points.
  const length = complimentLength(normalizeComplimentText(text));
  const error = form.formState.errors.text?.message;
  const id = useId();
  const fieldId = `${id}-text`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  const send = form.handleSubmit((body) =>
    submit.mutate(body, {
      onSuccess: (answer) => {
        form.reset();
        track('compliment_submit', {
          karmaAwarded: answer.karmaAwarded,
          newBadges: answer.newBadges.length,
        });
        celebrate({
          title: COMPLIMENT_MESSAGES.submittedTitle,
          // A held compliment is in, but nobody sees it yet: the author is told so.
          description: answer.heldForReview
            ? (answer.notice ?? MODERATION_MESSAGES.heldForReview)
            : COMPLIMENT_MESSAGES.submitted,
          newBadges: answer.newBadges,
        });
      },
      onError: (failure) => {
        // The session ended meanwhile: this visitor is a guest now.
        if (statusOf(failure) === 401) {
          void queryClient.invalidateQueries({ queryKey: ['/api/auth/me'] });
          setJoinOpen(true);
          return;
        }
        applyFieldErrors(failure, form.setError, ['text']);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessageOr(failure, COMPLIMENT_MESSAGES.submitFailed),
        });
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A guest is invited to join before anything is checked or sent (PRODUCT 4).
    if (isGuest) {
      event.preventDefault();
      setJoinOpen(true);
      return;
    }
    void send(event);
  };

  return (
    <Card aria-labelledby={`${id}-heading`} role="region">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
          >
            <PenLine className="size-5" />
          </span>
          <CardTitle id={`${id}-heading`} className="text-xl sm:text-2xl">
            Share a Compliment
          </CardTitle>
        </div>
        <CardDescription>
          Write something kind for someone you may never meet. It is shared without your name.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <Label htmlFor={fieldId}>Your compliment</Label>
          <Textarea
            id={fieldId}
            rows={4}
            placeholder="Your kindness makes the world a warmer place…"
            aria-invalid={error ? true : undefined}
            aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
            {...form.register('text')}
          />
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            {error ? (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">
                {COMPLIMENT_MIN_LENGTH} to {COMPLIMENT_MAX_LENGTH} characters. No links, please.
              </p>
            )}
            <p
              id={counterId}
              className={cn(
                'ml-auto text-xs font-semibold tabular-nums',
                length > COMPLIMENT_MAX_LENGTH ? 'text-destructive' : 'text-muted-foreground',
              )}
            >
              <span className="sr-only">Characters used: </span>
              {length}/{COMPLIMENT_MAX_LENGTH}
            </p>
          </div>
          <div className="mt-2 flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted-foreground">
              Members earn {KARMA.submission} karma points for each of their first{' '}
              {KARMA.submissionsRewardedPerDay} compliments a day.
            </p>
            <Button type="submit" disabled={submit.isPending} className="sm:shrink-0">
              {submit.isPending ? <Spinner /> : <Send aria-hidden="true" />}
              Submit Compliment
            </Button>
          </div>
        </form>
      </CardContent>
      <LazyJoinCommunityDialog open={joinOpen} onOpenChange={setJoinOpen} />
    </Card>
  );
}
