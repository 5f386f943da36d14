// Picks the target countries of an ad or a promotion: a searchable checkbox list with removable chips.
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { COUNTRIES, countryName } from '../../../contract/countries';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';

const BY_NAME = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function CountryPicker({
  value,
  onChange,
  legend = 'Target countries',
  error,
  disabled = false,
}: {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  legend?: string;
  error?: string;
  disabled?: boolean;
}) {
  const [query, setQuery] = useState('');
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const selected = useMemo(() => new Set(value), [value]);

  const needle = query.trim().toLowerCase();
  const matches = needle
    ? BY_NAME.filter(
        (country) =>
          country.name.toLowerCase().includes(needle) || country.code.toLowerCase() === needle,
      )
    : BY_NAME;

  const toggle = (code: string) =>
    onChange(selected.has(code) ? value.filter((c) => c !== code) : [...value, code]);

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      disabled={disabled}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="mb-2 text-sm leading-none font-semibold">{legend}</legend>

      <div className="flex min-h-8 flex-wrap items-center gap-1.5" aria-live="polite">
        {value.length === 0 ? (
          <span className="text-sm text-muted-foreground">All countries</span>
        ) : (
          value.map((code) => (
            <span
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-xs font-semibold text-secondary-foreground"
            >
              {countryName(code) ?? code}
              <button
                type="button"
                onClick={() => toggle(code)}
                aria-label={`Remove ${countryName(code) ?? code}`}
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
            Clear all
          </button>
        ) : null}
      </div>

      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search countries"
          aria-label="Search countries"
          className="pl-10"
        />
      </div>

      <ul
        className={cn(
          'grid max-h-56 grid-cols-1 gap-0.5 overflow-y-auto rounded-xl border border-border bg-card p-1.5 sm:grid-cols-2',
          error && 'border-destructive',
        )}
        aria-label="Countries"
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
                <span className="ml-auto text-xs text-muted-foreground">{country.code}</span>
              </label>
            </li>
          );
        })}
        {matches.length === 0 ? (
          <li className="px-2 py-3 text-sm text-muted-foreground">No country matches “{query}”.</li>
        ) : null}
      </ul>
      <p id={hintId} className="text-xs text-muted-foreground">
        Leave empty to show it in every country.
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
