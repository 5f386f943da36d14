// The hours of the notification settings (PRODUCT 11.10) as the reader writes them: "9:00 AM" in
// the United States, "09:00" in Germany, "٩:٠٠ ص" in Arabic. The page's language decides the words;
// the browser's own languages, where they are the same language, decide its clock (an English page
// read in Britain shows "09:00").

/** The primary language subtag: "en" of "en-GB". */
const languageOf = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The locale the hours are written in: the first of the browser's languages that is the page's
 * language (with its region), else the page's own locale.
 */
export function hourLocale(pageLocale: string, browserLanguages: readonly string[]): string {
  const page = languageOf(pageLocale);
  for (const tag of browserLanguages) {
    if (languageOf(tag) !== page) continue;
    try {
      return Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? pageLocale;
    } catch {
      // A malformed tag in the browser's list: the next one, or the page's.
    }
  }
  return pageLocale;
}

/** The 24 hours of a day, each as `locale` writes that hour on the clock. */
export function hourLabels(locale: string): string[] {
  // In UTC, where every hour of a day exists: no summer-time gap skips one.
  const formatter = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return Array.from({ length: 24 }, (_, hour) =>
    formatter.format(new Date(Date.UTC(2000, 0, 1, hour))),
  );
}

/**
 * A time zone for the reader: "Europe/Paris (Central European Time)", its IANA name with the
 * generic name the locale gives it, or the IANA name alone where that would be only an offset.
 */
export function describeTimeZone(zone: string, locale: string): string {
  const place = zone.replaceAll('_', ' ');
  const nameOf = (style: 'longGeneric' | 'longOffset') =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
  try {
    const name = nameOf('longGeneric');
    // A zone without a name of its own is named by its offset ("GMT+03:00"): the place says more.
    return name && name !== nameOf('longOffset') ? `${place} (${name})` : place;
  } catch {
    return place;
  }
}
