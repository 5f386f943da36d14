// "12/500" beside a text field's label. Hidden from screen readers: the field's maxlength already
// stops the typing, and a count read out on every key would drown the text.
export function CharacterCount({ used, max }: { used: number; max: number }) {
  return (
    <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
      {used}/{max}
    </span>
  );
}
