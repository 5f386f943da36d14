// How long a member is suspended and why, as the Suspend dialog and a moderation decision ask;
// the form around them (in a FormProvider) checks them with the suspension schema.
import { useFormContext } from 'react-hook-form';
import {
  SUSPENSION_DURATION_LABELS,
  SUSPENSION_DURATIONS,
  type SuspensionDuration,
} from '../../../contract/moderation';
import { localize, useMessages } from '../../lib/i18n';
import { LabelledOptions, NativeSelect } from '../ui/native-select';
import { Textarea } from '../ui/textarea';
import { Field } from './field';
import { formsCatalog } from './forms-messages';

interface SuspensionValues {
  duration?: SuspensionDuration;
  reason: string;
}

export function SuspensionFields({
  durationLabel,
  reasonHint,
}: {
  /** The duration's label, or null where nobody is suspended and only the reason is asked. */
  durationLabel: string | null;
  reasonHint: string;
}) {
  const { control } = useFormContext<SuspensionValues>();
  const m = useMessages(formsCatalog);
  // The labels are the moderation catalog's, in the page's language once the dialog loaded it.
  const durationLabels = Object.fromEntries(
    SUSPENSION_DURATIONS.map((duration) => [
      duration,
      localize(SUSPENSION_DURATION_LABELS[duration]),
    ]),
  ) as Record<SuspensionDuration, string>;
  return (
    <>
      {durationLabel ? (
        <Field control={control} name="duration" label={durationLabel}>
          {(field) => (
            <NativeSelect defaultValue="" {...field}>
              <option value="" disabled>
                {m.chooseHowLong}
              </option>
              <LabelledOptions values={SUSPENSION_DURATIONS} labels={durationLabels} />
            </NativeSelect>
          )}
        </Field>
      ) : null}
      <Field control={control} name="reason" label={m.reason} hint={reasonHint}>
        {(field) => <Textarea rows={3} className="min-h-20" {...field} />}
      </Field>
    </>
  );
}
