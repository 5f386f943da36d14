// The README.txt of "Download my data" (PRODUCT 11.5): what each file of the archive holds, in the
// language of the member who asked for it.
import type { Locale } from '../../../contract/i18n/locales';
import { format } from '../../../contract/i18n/catalog';
import { mailTexts } from '../mail/mail-locale';
import { exportReadmeCatalog, type EXPORT_README_MESSAGES } from './export-readme-messages';

type FileKey = Exclude<keyof typeof EXPORT_README_MESSAGES, 'title' | 'intro'>;

/** The archive's files in the README's order, each with the key of its description. */
const FILES: readonly [string, FileKey][] = [
  ['account.json', 'account'],
  ['compliments.json', 'compliments'],
  ['compliments-received.json', 'complimentsReceived'],
  ['thanks-given.json', 'thanksGiven'],
  ['thanks-received.json', 'thanksReceived'],
  ['karma.json', 'karma'],
  ['badges.json', 'badges'],
  ['inbox.json', 'inbox'],
  ['reports.json', 'reports'],
  ['digest.json', 'digest'],
  ['sessions.json', 'sessions'],
  ['passkeys.json', 'passkeys'],
  ['push-devices.json', 'pushDevices'],
];

/** The column the descriptions start at; a longer file name stands on a line of its own. */
const COLUMN = 22;

/** The README of the archive, naming the site as its configuration does (SITE_NAME). */
export async function exportReadme(siteName: string, locale: Locale): Promise<string> {
  const texts = await mailTexts(locale, exportReadmeCatalog);
  const values = { site: siteName };
  const title = format(locale, texts.title, values);
  const indent = ' '.repeat(COLUMN);
  const entries = FILES.map(([name, key]) => {
    const [first = '', ...rest] = format(locale, texts[key], values).split('\n');
    const head =
      name.length < COLUMN ? `${name.padEnd(COLUMN)}${first}` : `${name}\n${indent}${first}`;
    return [head, ...rest.map((line) => `${indent}${line}`)].join('\n');
  });
  return `${title}\n${'='.repeat(title.length)}\n\n${format(locale, texts.intro, values)}\n\n${entries.join('\n')}\n`;
}
