// The weekly digest's mail: what it says, its unsubscribe links and the headers mail providers
// read for one-click unsubscribe (PRODUCT 20.2, RFC 8058).
import { thanksQuote } from '../../../contract/inbox';
import { ROUTES } from '../../../contract/routes';
import type { MailInput } from '../../context';
import { format } from '../../../contract/i18n/catalog';
import { mailLocale, mailTexts } from '../mail/mail-locale';
import type { ThankedCompliment } from '../compliments/weekly-thanks.service';
import { digestMailCatalog } from './digest-mail-messages';

const DIGEST_UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';

export interface DigestContent {
  to: string;
  /** The member's saved language; null: English. */
  locale: string | null;
  siteName: string;
  publicUrl: string;
  token: string;
  total: number;
  compliments: ThankedCompliment[];
}

/**
 * The body links to the confirm page; List-Unsubscribe names the API address, which unsubscribes
 * on a POST with no session and sends a browser that opens it to the same confirm page. The words
 * are in the member's language; their compliments are quoted in their own.
 */
export async function digestMail(content: DigestContent): Promise<MailInput> {
  const { publicUrl, siteName: site, token, total } = content;
  const locale = mailLocale(content.locale);
  const texts = await mailTexts(locale, digestMailCatalog);
  const query = `?token=${encodeURIComponent(token)}`;
  const confirmPage = `${publicUrl}${ROUTES.unsubscribe}${query}`;
  const oneClick = `${publicUrl}${DIGEST_UNSUBSCRIBE_PATH}${query}`;
  const lines = content.compliments.map((compliment) =>
    format(locale, texts.line, { text: thanksQuote(compliment.text), count: compliment.thanks }),
  );
  return {
    to: content.to,
    subject: format(locale, texts.subject, { count: total }),
    text: [
      format(locale, texts.intro, { site, count: total }),
      '',
      ...lines,
      '',
      format(locale, texts.profile, { url: `${publicUrl}${ROUTES.profile}` }),
      '',
      format(locale, texts.why, { site }),
      format(locale, texts.unsubscribe, { url: confirmPage }),
      '',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
