// The requests ads and promotions answer alike: a visitor's pick with its view token and the
// counted view, an admin's audited save and delete and the daily report. Each feature passes its
// own schemas, limit, audit texts and service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ViewAnswerSchema } from '../../../contract/ads';
import { ViewBodySchema } from '../../../contract/campaigns';
import { format } from '../../../contract/i18n/catalog';
import { MODERATION_TEXTS } from '../../../contract/moderation-messages';
import type { AppContext } from '../../context';
import { recordAdminAction, type AdminAction } from '../audit/audit.service';
import { watchedWordWarnings } from '../screening/screening.service';
import type { LimitName } from '../../limiters';
import { currentUser } from '../../plugins/auth-guards';
import { toCsv } from './report';
import type { ViewTokenIssuer } from './view-tokens';
import { apiVisitorLookup, countableVisit, viewTokenFor, type Visit } from './visits';

/** Each campaign's contract names its own `{ id }` params schema. */
type IdParamsSchema = z.ZodObject<{ id: z.ZodString }>;

type AuditEntry = Pick<AdminAction, 'action' | 'targetType' | 'summary'>;

/** A pick answers what was picked, or 204 with no body when nothing fits the visitor. */
export const pickResponse = <Picked extends z.ZodType>(picked: Picked) => ({
  200: picked,
  204: z.null(),
});

/** What was shown, with the view token its view and its click or claim must bring back. */
export const withToken = <Shown extends { id: string }>(
  ctx: AppContext,
  tokens: ViewTokenIssuer,
  request: FastifyRequest,
  shown: Shown,
  placement: string,
): Shown & { viewToken: string } => ({
  ...shown,
  viewToken: viewTokenFor(ctx, tokens, request, shown.id, placement),
});

export function sendPicked<Picked extends { id: string }>(
  ctx: AppContext,
  tokens: ViewTokenIssuer,
  request: FastifyRequest,
  reply: FastifyReply,
  picked: Picked | null,
  placement: string,
) {
  return picked ? withToken(ctx, tokens, request, picked, placement) : reply.code(204).send(null);
}

/**
 * POST /:id/view: counts with a valid, unspent view token from a visitor who is no crawler and
 * within the rate limit; the answer says whether it counted.
 */
export function viewRoute(
  fastify: FastifyInstance,
  ctx: AppContext,
  options: {
    params: IdParamsSchema;
    limit: LimitName;
    placements: readonly string[];
    recordView: (ctx: AppContext, id: string, visit: Visit | null) => Promise<boolean>;
  },
): void {
  const { params, limit, placements, recordView } = options;
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/:id/view',
      { schema: { params, body: ViewBodySchema, response: { 200: ViewAnswerSchema } } },
      async (request) => {
        const { id } = request.params;
        const token = request.body?.viewToken;
        const visit = await countableVisit(
          ctx,
          request,
          { id, token, placements, limit },
          apiVisitorLookup(fastify.viewTokens, request),
        );
        return { counted: await recordView(ctx, id, visit) };
      },
    );
}

/** The kinds of campaign, by the word their audit actions and report files begin with. */
type CampaignKind = 'ad' | 'promotion';

/**
 * What a campaign's daily report answers: its days, each with the fields its CSV columns name
 * (the date first), and the last day covered.
 */
interface DailyReport<Column extends string> {
  to: string;
  days: Record<Column, string | number>[];
}

/**
 * An ad's or a promotion's admin routes by its id, inside the admin scope of the feature's routes:
 * DELETE /:id with its audit row, GET /:id/report (JSON) and /:id/report.csv (a download, one row
 * per day, the columns named as the day's fields).
 */
export function adminItemRoutes<Column extends string, Report extends DailyReport<Column>>(
  fastify: FastifyInstance,
  ctx: AppContext,
  item: {
    kind: CampaignKind;
    params: IdParamsSchema;
    remove: (ctx: AppContext, id: string) => Promise<void>;
    report: {
      schema: z.ZodType<Report>;
      read: (ctx: AppContext, id: string) => Promise<Report>;
      columns: readonly Column[];
    };
  },
): void {
  const { kind, params, remove, report } = item;
  deleteRoute(fastify, ctx, params, remove, {
    action: `${kind}.delete`,
    targetType: kind,
    summary: `Deleted ${kind}`,
  });
  reportRoutes(fastify, ctx, kind, params, report);
}

function reportRoutes<Column extends string, Report extends DailyReport<Column>>(
  fastify: FastifyInstance,
  ctx: AppContext,
  kind: CampaignKind,
  params: IdParamsSchema,
  options: {
    schema: z.ZodType<Report>;
    read: (ctx: AppContext, id: string) => Promise<Report>;
    columns: readonly Column[];
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { schema, read, columns } = options;
  // The feature's own schema checks and writes the answer; its type is the feature's to know.
  const answer: z.ZodType = schema;
  app.get('/:id/report', { schema: { params, response: { 200: answer } } }, (request) =>
    read(ctx, request.params.id),
  );
  app.get(
    '/:id/report.csv',
    { schema: { params, response: { 200: z.string() } } },
    async (request, reply) => {
      const report = await read(ctx, request.params.id);
      const file = `${kind}-${request.params.id}-${report.to}.csv`;
      const rows = report.days.map((day) => columns.map((column) => day[column]));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(toCsv(columns, rows));
    },
  );
}

/**
 * Writes the audit row of a save, then answers the saved campaign with the watched words its
 * `texts` contain: a warning for the admin, never a refusal.
 */
export async function answerSaved<Saved extends { id: string }>(
  ctx: AppContext,
  request: FastifyRequest,
  saved: Saved,
  audit: AuditEntry & { texts: string[] },
): Promise<Saved & { warnings?: string[] }> {
  const { texts, ...entry } = audit;
  await recordAdminAction(ctx, { ...entry, adminId: currentUser(request).id, targetId: saved.id });
  // Each warning names a phrase, so it is filled here in the admin's language, not translated later.
  const locale = request.locale;
  const text = request.server.translations.translate(locale, MODERATION_TEXTS.watchedWordWarning);
  const warnings = await watchedWordWarnings(ctx, texts, (phrase) =>
    format(locale, text, { phrase }),
  );
  return warnings.length > 0 ? { ...saved, warnings } : saved;
}

/** DELETE /:id, then the audit row: a refused or failed delete records nothing. */
function deleteRoute(
  fastify: FastifyInstance,
  ctx: AppContext,
  params: IdParamsSchema,
  remove: (ctx: AppContext, id: string) => Promise<void>,
  audit: AuditEntry,
): void {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .delete('/:id', { schema: { params, response: { 204: z.null() } } }, async (request, reply) => {
      await remove(ctx, request.params.id);
      await recordAdminAction(ctx, {
        ...audit,
        adminId: currentUser(request).id,
        targetId: request.params.id,
      });
      return reply.code(204).send(null);
    });
}
