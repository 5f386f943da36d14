// The recovery codes, shown once after turning two-factor sign-in on or making new ones.
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';

export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <section aria-label={TWO_FACTOR_MESSAGES.recoveryCodesTitle} className="grid gap-3">
      <h3 className="font-semibold">{TWO_FACTOR_MESSAGES.recoveryCodesTitle}</h3>
      <p className="text-sm text-muted-foreground">{TWO_FACTOR_MESSAGES.recoveryCodesHelp}</p>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-xl border border-border bg-secondary/50 p-4 font-mono text-sm min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}
