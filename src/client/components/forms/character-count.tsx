// "12/500" beside a text field's label. Hidden from screen readers: the field's maxlength already
// stops the typing, and a count read out on every key would drown the text.
import { t, useMessages } from '../../lib/i18n';
import { formsCatalog } from './forms-messages';

export function CharacterCount({ used, max }: { used: number; max: number }) {
  const m = useMessages(formsCatalog);
  return (
    <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
      {t(m.characterCount, { used, max })}
    </span>
  );
}
