// The weekly digest's mail: what it says, its unsubscribe links and the headers mail providers
// read for one-click unsubscribe (PRODUCT 20.2, RFC 8058).
import { thanksQuote } from '../../../contract/inbox';
import { ROUTES } from '../../../contract/routes';
import type { MailInput } from '../../context';
import type { ThankedCompliment } from '../compliments/weekly-thanks.service';

const DIGEST_UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

export interface DigestContent {
  to: string;
  siteName: string;
  publicUrl: string;
  token: string;
  total: number;
  compliments: ThankedCompliment[];
}

/**
 * The body links to the confirm page; List-Unsubscribe names the API address, which unsubscribes
 * on a POST with no session and sends a browser that opens it to the same confirm page.
 */
export function digestMail(content: DigestContent): MailInput {
  const { publicUrl, siteName, token, total } = content;
  const query = `?token=${encodeURIComponent(token)}`;
  const confirmPage = `${publicUrl}${ROUTES.unsubscribe}${query}`;
  const oneClick = `${publicUrl}${DIGEST_UNSUBSCRIBE_PATH}${query}`;
  const lines = content.compliments.map(
    (compliment) => `- "${thanksQuote(compliment.text)}" was thanked ${times(compliment.thanks)}`,
  );
  return {
    to: content.to,
    subject: `Your compliments were thanked ${times(total)} this week`,
    text: [
      `Your compliments on ${siteName} were thanked ${times(total)} this week.`,
      '',
      ...lines,
      '',
      `See them on your profile: ${publicUrl}${ROUTES.profile}`,
      '',
      `You get this email because you turned on the weekly digest on your ${siteName} profile.`,
      `Unsubscribe: ${confirmPage}`,
      '',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
