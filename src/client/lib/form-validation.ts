// When a form checks its fields (react-hook-form's modes): a field is checked once the person
// leaves it, then on every change, so its message and red border go as soon as the value is
// valid, before any new submit.
export const VALIDATE_ON_TOUCH = { mode: 'onTouched', reValidateMode: 'onChange' } as const;
