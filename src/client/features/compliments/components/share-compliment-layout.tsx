// How Share a Compliment looks, apart from what it does. The home page draws it at once with plain
// handlers, so its field can be tapped and typed in while the form's code (react-hook-form, zod)
// loads; the real form then draws the same elements in the same place, so nothing moves.
import { PenLine, Send } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import {
  COMPLIMENT_MAX_LENGTH,
  COMPLIMENT_MIN_LENGTH,
  KARMA,
} from '../../../../contract/constants';
import { SubmitButton } from '../../../components/forms/submit-button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

/** What the visitor did in the drawn form before its code arrived, for the real form to go on from. */
export interface ShareComplimentDraft {
  text: string;
  selectionStart: number;
  selectionEnd: number;
  /** Which control had the focus, to give it back to its counterpart. */
  focus: 'text' | 'submit' | null;
  /** The visitor already pressed Submit Compliment. */
  submit: boolean;
}

export function ShareComplimentLayout({
  form,
  field,
  length,
  error,
  pending = false,
  submitRef,
  besideSubmit,
}: {
  form: ComponentProps<'form'>;
  field: ComponentProps<'textarea'>;
  /** The text's length as the schema counts it. */
  length: number;
  error?: string;
  pending?: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  besideSubmit?: ReactNode;
}) {
  const id = useId();
  const fieldId = `${id}-text`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
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
        <form noValidate className="grid gap-3" {...form}>
          {/* A plain label with the Label primitive's look: Radix's would bring its chunk onto the
              home page's first screen, and select-none already does what it adds. */}
          <label
            htmlFor={fieldId}
            className="text-sm leading-none font-semibold text-foreground select-none"
          >
            Your compliment
          </label>
          <Textarea
            id={fieldId}
            rows={4}
            placeholder="Your kindness makes the world a warmer place…"
            aria-invalid={error ? true : undefined}
            aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
            {...field}
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
              <SubmitButton
                ref={submitRef}
                pending={pending}
                icon={Send}
                className="w-full sm:w-auto"
              >
                Submit Compliment
              </SubmitButton>
              {besideSubmit}
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
