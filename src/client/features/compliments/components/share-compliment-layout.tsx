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
import { layoutCatalog } from '../../../components/layout/layout-messages';
import { Textarea } from '../../../components/ui/textarea';
import { LOCALES, LOCALE_NAMES } from '../../../../contract/i18n/locales';
import { cn } from '../../../lib/cn';
import { formatFigure } from '../../../lib/format-number';
import { t, useMessages } from '../../../lib/i18n';
import { complimentsCatalog } from '../compliments-messages';

/** What the visitor did in the drawn form before its code arrived, for the real form to go on from. */
export interface ShareComplimentDraft {
  text: string;
  selectionStart: number;
  selectionEnd: number;
  /** Which control had the focus, to give it back to its counterpart. */
  focus: 'text' | 'submit' | null;
  /** The visitor already pressed Submit Compliment. */
  submit: boolean;
  /** The language chosen for the compliment. */
  language: string;
}

export function ShareComplimentLayout({
  form,
  field,
  length,
  error,
  pending = false,
  submitRef,
  besideSubmit,
  language,
  languageNotice,
}: {
  form: ComponentProps<'form'>;
  field: ComponentProps<'textarea'>;
  /** The compliment's language (PRODUCT 13): the page's unless the author picks another. */
  language: ComponentProps<'select'>;
  /** Shown under the language when the server thinks the text is in another one. */
  languageNotice?: ReactNode;
  /** The text's length as the schema counts it. */
  length: number;
  error?: string;
  pending?: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  besideSubmit?: ReactNode;
}) {
  const text = useMessages(complimentsCatalog);
  const frame = useMessages(layoutCatalog);
  const id = useId();
  const fieldId = `${id}-text`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    // The id is where the app's "Share a Compliment" shortcut brings the reader (src/client/pwa).
    <Card id="share-compliment" aria-labelledby={`${id}-heading`} role="region">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
          >
            <PenLine className="size-5" />
          </span>
          <CardTitle id={`${id}-heading`} className="text-xl sm:text-2xl">
            {text.formHeading}
          </CardTitle>
        </div>
        <CardDescription>{text.formDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-3" {...form}>
          {/* A plain label with the Label primitive's look: Radix's would bring its chunk onto the
              home page's first screen, and select-none already does what it adds. */}
          <label
            htmlFor={fieldId}
            className="text-sm leading-none font-semibold text-foreground select-none"
          >
            {text.formLabel}
          </label>
          <Textarea
            id={fieldId}
            rows={4}
            dir="auto"
            placeholder={text.formPlaceholder}
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
                {t(text.lengthHint, { min: COMPLIMENT_MIN_LENGTH, max: COMPLIMENT_MAX_LENGTH })}
              </p>
            )}
            <p
              id={counterId}
              className={cn(
                'ms-auto text-xs font-semibold tabular-nums',
                length > COMPLIMENT_MAX_LENGTH ? 'text-destructive' : 'text-muted-foreground',
              )}
            >
              <span className="sr-only">{text.charactersUsed} </span>
              {t(text.counter, {
                used: formatFigure(length),
                max: formatFigure(COMPLIMENT_MAX_LENGTH),
              })}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <label
              htmlFor={`${id}-language`}
              className="text-sm font-semibold text-foreground select-none"
            >
              {frame.language}
            </label>
            {/* A plain select, not NativeSelect: its icon would join the home page's first load. */}
            <select
              id={`${id}-language`}
              className="h-9 cursor-pointer rounded-xl border border-input bg-card ps-3 pe-8 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-4 focus-visible:ring-ring/20"
              {...language}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </div>
          {languageNotice}
          <div className="mt-2 flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted-foreground">
              {t(text.karmaNote, {
                points: KARMA.submission,
                count: KARMA.submissionsRewardedPerDay,
              })}
            </p>
            <div className="relative flex sm:shrink-0">
              <SubmitButton
                ref={submitRef}
                pending={pending}
                icon={Send}
                className="w-full sm:w-auto"
              >
                {text.submit}
              </SubmitButton>
              {besideSubmit}
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
