// "Share a Compliment" (PRODUCT 4, 24): the member's own kind words, checked by the same schema as the API.
import { zodResolver } from '@hookform/resolvers/zod';
import { PenLine, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  KARMA,
  SubmitComplimentBodySchema,
  complimentLength,
  normalizeComplimentText,
  type SubmitComplimentBody,
  type SubmitComplimentForm,
} from '../../../../contract/compliments';
import { COMPLIMENT_MAX_LENGTH, COMPLIMENT_MIN_LENGTH } from '../../../../contract/constants';
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
import { requestJoinCommunity } from '../../../hooks/use-join-community';
import { track } from '../../../lib/analytics';
import { cn } from '../../../lib/cn';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { useSubmitCompliment } from '../api/submit-compliment';
import { KarmaGained, type KarmaGain } from './karma-gained';

export function ShareComplimentForm({ isGuest }: { isGuest: boolean }) {
  const submit = useSubmitCompliment();
  const [karmaGain, setKarmaGain] = useState<KarmaGain | null>(null);
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
            <div className="relative flex sm:shrink-0">
              <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto">
                {submit.isPending ? <Spinner /> : <Send aria-hidden="true" />}
                Submit Compliment
              </Button>
              <KarmaGained
                gain={karmaGain}
                className="absolute -top-7 right-1 rounded-full bg-card px-2 py-0.5 shadow-xs"
              />
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
