// Account settings (PRODUCT 29): the language Kindly speaks to the member in, saved to their
// account; the page reloads in it.
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, toLocale, type Locale } from '../../../../contract/i18n/locales';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { chooseLanguage } from '../../../lib/choose-language';
import { pageLocale, useMessages } from '../../../lib/i18n';
import { accountCatalog } from '../account-messages';
import { SettingsSection } from './settings-section';

/** The member's saved choice, else the page's language (English for the pseudo-locale). */
function initialLocale(saved: unknown): Locale {
  return toLocale(typeof saved === 'string' ? saved : null) ?? toLocale(pageLocale) ?? 'en';
}

export function LanguageSection({ savedLocale }: { savedLocale: unknown }) {
  const m = useMessages(accountCatalog);
  // Stays true: the page reloads in the chosen language once it is saved.
  const [saving, setSaving] = useState(false);
  const [locale, setLocale] = useState<Locale>(() => initialLocale(savedLocale));
  const id = useId();
  return (
    <SettingsSection title={m.languageTitle} description={m.languageDescription}>
      <form
        className="flex max-w-sm flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setSaving(true);
          void chooseLanguage(locale);
        }}
      >
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${id}-locale`}>{m.languageLabel}</Label>
          <NativeSelect
            id={`${id}-locale`}
            value={locale}
            onChange={(event) => setLocale(toLocale(event.currentTarget.value) ?? locale)}
            disabled={saving}
          >
            {/* Each name in its own language, and read out in it. */}
            {LOCALES.map((value) => (
              <option key={value} value={value} lang={value}>
                {LOCALE_NAMES[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={saving}>
          {saving ? <Spinner /> : <Languages aria-hidden="true" />}
          {m.saveLanguage}
        </Button>
      </form>
    </SettingsSection>
  );
}
