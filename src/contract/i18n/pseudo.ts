// The pseudo-locale's texts (PRODUCT 29), made from the English: a module of its own, loaded only
// when a page asks for `?lang=en-XA`.
/** A text as catalogs hold it; named here rather than imported, so catalog.ts, which loads this
 * module, is not imported back. */
type Text = string | { readonly other: string; readonly [category: string]: string | undefined };

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
};

/** English accented and about 35 % longer, placeholders kept: the pseudo-locale's text. */
function pseudoText(text: string): string {
  const parts = text.split(/(\{\w+\})/);
  const accented = parts
    .map((part) =>
      /^\{\w+\}$/.test(part) ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c),
    )
    .join('');
  const letters = text.replace(/\{\w+\}/g, '').length;
  const padding = Math.ceil(letters * 0.35);
  if (padding === 0) return accented;
  // In words of up to five, as real words are, so a long text still wraps.
  const dots = Math.max(1, padding - 2);
  const filler = Array.from({ length: Math.ceil(dots / 6) }, (_, index) =>
    '·'.repeat(Math.min(5, dots - index * 6)),
  )
    .filter((word) => word.length > 0)
    .join(' ');
  return `[${accented} ${filler}]`;
}

export function pseudoMessages<M extends Readonly<Record<string, Text>>>(en: M): M {
  const out: Record<string, Text> = {};
  for (const [key, text] of Object.entries(en)) {
    out[key] =
      typeof text === 'string'
        ? pseudoText(text)
        : (Object.fromEntries(
            Object.entries(text).map(([category, form]) => [category, pseudoText(form ?? '')]),
          ) as { other: string });
  }
  return out as M;
}
