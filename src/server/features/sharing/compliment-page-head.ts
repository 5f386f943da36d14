// The head of a compliment's share page, /c/{publicId} (PRODUCT 5): its words as the preview's
// description and its drawn card as the preview's picture, so a pasted link shows that compliment.
// The tags are written by socialHead, the one writer of Open Graph meta, which escapes every value.
import type { FastifyRequest } from 'fastify';
import { PublicComplimentParamsSchema } from '../../../contract/compliments';
import { format } from '../../../contract/i18n/catalog';
import { ROUTES } from '../../../contract/routes';
import type { AppContext } from '../../context';
import type { PageHead } from '../../plugins/client-app';
import { localeOfHeaders } from '../../plugins/locale';
import { socialHead } from '../../plugins/social-head';
import { findSharedCompliment } from '../compliments/shared-compliment.service';
import type { CardDrawer } from './card-drawer';
import { sharePageCatalog } from './share-page-messages';
import { shareCardUrl, sharePageUrl } from './shared-compliment';

const PREFIX = '/c/';

export const complimentPageHead = (ctx: AppContext, drawer: CardDrawer): PageHead => ({
  route: ROUTES.sharedCompliment,
  render: async (request: FastifyRequest, pathname: string) => {
    const raw = pathname.slice(PREFIX.length).replace(/\/$/, '');
    const parsed = PublicComplimentParamsSchema.safeParse({ id: raw });
    if (!parsed.success) return null;
    const compliment = await findSharedCompliment(ctx, parsed.data.id, null);
    if (!compliment) return null;
    // Link previewers fetch the page, then its picture: the card's drawing thread gets ready.
    drawer.warm();
    const site = ctx.config.siteName;
    // The words around the compliment are in the reader's language, the compliment in its own.
    const locale = localeOfHeaders(request.url, request.headers);
    const texts = await request.server.translations.messages(locale, sharePageCatalog);
    const text = compliment.text;
    return socialHead({
      siteName: site,
      title: format(locale, texts.title, { site }),
      description: format(locale, texts.quote, { text }),
      url: sharePageUrl(ctx, compliment.publicId),
      imageUrl: shareCardUrl(ctx, compliment.publicId),
      imageAlt: format(locale, texts.imageAlt, { text }),
    });
  },
});
