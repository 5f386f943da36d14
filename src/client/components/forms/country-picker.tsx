// Picks the target countries of an ad or a promotion: a searchable checkbox list with removable chips.
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { COUNTRIES, countryName } from '../../../contract/countries';
import { cn } from '../../lib/cn';
import { intlLocale, localize, t, useMessages } from '../../lib/i18n';
import { Input } from '../ui/input';
import { formsCatalog } from './forms-messages';
import { RichMessage } from './rich-message';

interface PickableCountry {
  code: string;
  /** The name in the page's language: the contract's in English, else the browser's own. */
  name: string;
  /** The contract's English name, which a search also matches. */
  englishName: string;
}

function localNames(): (code: string) => string | undefined {
  if (intlLocale === 'en') return () => undefined;
  try {
    const names = new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'none' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

let byName: PickableCountry[] | undefined;

/** The countries sorted by their name in the page's language, made once per page. */
function countriesByName(): PickableCountry[] {
  if (byName) return byName;
  const local = localNames();
  byName = COUNTRIES.map(({ code, name }) => ({
    code,
    name: local(code) ?? name,
    englishName: name,
  })).sort((a, b) => a.name.localeCompare(b.name, intlLocale));
  return byName;
}

const nameOf = (code: string) =>
  countriesByName().find((country) => country.code === code)?.name ?? countryName(code) ?? code;

export function CountryPicker({
  value,
  onChange,
  legend,
  error,
  disabled = false,
}: {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  legend?: string;
  error?: string;
  disabled?: boolean;
}) {
  const m = useMessages(formsCatalog);
  const [query, setQuery] = useState('');
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const selected = useMemo(() => new Set(value), [value]);

  const needle = query.trim().toLocaleLowerCase(intlLocale);
  const all = countriesByName();
  const matches = needle
    ? all.filter(
        (country) =>
          country.name.toLocaleLowerCase(intlLocale).includes(needle) ||
          country.englishName.toLowerCase().includes(needle) ||
          country.code.toLowerCase() === needle,
      )
    : all;

  const toggle = (code: string) =>
    onChange(selected.has(code) ? value.filter((c) => c !== code) : [...value, code]);

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      disabled={disabled}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="mb-2 text-sm leading-none font-semibold">
        {legend ?? m.targetCountries}
      </legend>

      <div className="flex min-h-8 flex-wrap items-center gap-1.5" aria-live="polite">
        {value.length === 0 ? (
          <span className="text-sm text-muted-foreground">{m.allCountries}</span>
        ) : (
          value.map((code) => (
            <span
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 ps-2.5 pe-1 text-xs font-semibold text-secondary-foreground"
            >
              {nameOf(code)}
              <button
                type="button"
                onClick={() => toggle(code)}
                aria-label={t(m.removeCountry, { country: nameOf(code) })}
                className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-secondary-hover"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </span>
          ))
        )}
        {value.length > 1 ? (
          <button
            type="button"
            onClick={() => onChange([])}
            className="cursor-pointer rounded-sm px-1 text-xs font-semibold text-primary underline-offset-4 hover:underline"
          >
            {m.clearAll}
          </button>
        ) : null}
      </div>

      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={m.searchCountries}
          aria-label={m.searchCountries}
          className="ps-10"
        />
      </div>

      <ul
        className={cn(
          'grid max-h-56 grid-cols-1 gap-0.5 overflow-y-auto rounded-xl border border-border bg-card p-1.5 sm:grid-cols-2',
          error && 'border-destructive',
        )}
        aria-label={m.countries}
      >
        {matches.map((country) => {
          const checkboxId = `${baseId}-${country.code}`;
          return (
            <li key={country.code}>
              <label
                htmlFor={checkboxId}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-muted"
              >
                <input
                  id={checkboxId}
                  type="checkbox"
                  className="size-4 shrink-0 cursor-pointer accent-primary"
                  checked={selected.has(country.code)}
                  onChange={() => toggle(country.code)}
                />
                <span className="min-w-0 truncate">{country.name}</span>
                <span className="ms-auto text-xs text-muted-foreground">{country.code}</span>
              </label>
            </li>
          );
        })}
        {matches.length === 0 ? (
          <li className="px-2 py-3 text-sm text-muted-foreground">
            <RichMessage text={m.noCountryMatches} values={{ query: <bdi>{query}</bdi> }} />
          </li>
        ) : null}
      </ul>
      <p id={hintId} className="text-xs text-muted-foreground">
        {m.emptyMeansEveryCountry}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {localize(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
