// The recovery codes, shown once after turning two-factor sign-in on or making new ones.
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { useMessages } from '../../../lib/i18n';

export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const m = useMessages(twoFactorCatalog);
  return (
    <section aria-label={m.recoveryCodesTitle} className="grid gap-3">
      <h3 className="font-semibold">{m.recoveryCodesTitle}</h3>
      <p className="text-sm text-muted-foreground">{m.recoveryCodesHelp}</p>
      <ul
        // Codes read left to right in every language.
        dir="ltr"
        className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-xl border border-border bg-secondary/50 p-4 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}
