// The report screen of an ad or a promotion (DECISIONS 32): its totals over the last 30 UTC days,
// the chart of each day with the same days as a table below it (the chart's text alternative),
// the days summed by country and by placement, and the CSV of the days to download.
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'wouter';
import type { AdReport } from '../../../contract/ads';
import type { PromotionReport } from '../../../contract/promotions';
import { statusOf } from '../../lib/api-client';
import { t, useMessages } from '../../lib/i18n';
import { AdminTable, type AdminColumn } from '../data/admin-table';
import { QueryErrorPanel } from '../data/query-error-panel';
import { AdminPageHeader } from '../layout/admin-page-header';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { formatCount, formatRate, formatReportDay } from './campaign-format';
import {
  CAMPAIGN_PATHS,
  campaignText,
  type CampaignKind,
  type CampaignMessages,
} from './campaign-kind';
import { campaignCatalog } from './campaign-messages';
import { CampaignReportChart } from './campaign-report-chart';
import {
  campaignReportOf,
  type CampaignReportData,
  type ReportCounts,
} from './campaign-report-values';

function countColumns<Row extends ReportCounts>(
  messages: CampaignMessages,
  kind: CampaignKind,
): AdminColumn<Row>[] {
  return [
    { header: messages.views, align: 'right', cell: (row) => formatCount(row.views) },
    {
      header: campaignText(messages, kind, 'Follows'),
      align: 'right',
      cell: (row) => formatCount(row.follows),
    },
    {
      header: campaignText(messages, kind, 'Rate'),
      align: 'right',
      cell: (row) => formatRate(row.rate),
    },
  ];
}

function Totals({ kind, totals }: { kind: CampaignKind; totals: ReportCounts }) {
  const messages = useMessages(campaignCatalog);
  const tiles = [
    { key: 'views', label: messages.views, value: formatCount(totals.views) },
    {
      key: 'follows',
      label: campaignText(messages, kind, 'Follows'),
      value: formatCount(totals.follows),
    },
    { key: 'rate', label: campaignText(messages, kind, 'Rate'), value: formatRate(totals.rate) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="min-w-0 rounded-card border border-border bg-card p-3 shadow-soft sm:p-4"
        >
          <dt className="text-sm font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-xl font-extrabold [overflow-wrap:anywhere] tabular-nums sm:text-3xl">
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type BreakdownRow = ReportCounts & { key: string; name: string };

/** The report's days summed by one thing (the country, the placement), in a card of its own. */
function Breakdown({
  kind,
  title,
  description,
  header,
  label,
  rows,
}: {
  kind: CampaignKind;
  title: string;
  description: string;
  /** The first column's name. */
  header: string;
  /** The table's name: "Views by country". */
  label: string;
  rows: BreakdownRow[];
}) {
  const messages = useMessages(campaignCatalog);
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <AdminTable
        label={label}
        columns={[
          { header, cell: (row) => row.name },
          ...countColumns<BreakdownRow>(messages, kind),
        ]}
        rows={rows}
        rowKey={(row) => row.key}
        empty={{ title: messages.noViews }}
      />
    </Card>
  );
}

function ReportBody({
  kind,
  report,
  placementLabel,
}: {
  kind: CampaignKind;
  report: CampaignReportData;
  placementLabel: (placement: string) => string;
}) {
  const messages = useMessages(campaignCatalog);
  const from = formatReportDay(report.from);
  const to = formatReportDay(report.to);
  const { views, follows, rate } = report.totals;
  const summary = t(campaignText(messages, kind, 'Summary'), {
    views: t(messages.viewCount, { count: views }),
    follows: t(campaignText(messages, kind, 'FollowCount'), { count: follows }),
    rate: formatRate(rate),
    from,
    to,
  });
  return (
    <>
      <Totals kind={kind} totals={report.totals} />
      <Card>
        <CardHeader>
          <CardTitle>{messages.dayByDay}</CardTitle>
          <CardDescription>{t(messages.period, { from, to })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <figure className="grid gap-3">
            <CampaignReportChart
              days={report.days}
              viewsLabel={messages.views}
              followsLabel={campaignText(messages, kind, 'Follows')}
              rateLabel={campaignText(messages, kind, 'Rate')}
              summary={t(campaignText(messages, kind, 'ChartSummary'), { summary })}
            />
            <figcaption className="text-sm text-muted-foreground">
              {t(messages.chartCaption, { summary })}
            </figcaption>
          </figure>
        </CardContent>
        <AdminTable
          label={messages.viewsPerDay}
          columns={[
            {
              header: messages.date,
              cell: (day) => (
                <time dateTime={day.date} className="whitespace-nowrap">
                  {formatReportDay(day.date)}
                </time>
              ),
            },
            ...countColumns<CampaignReportData['days'][number]>(messages, kind),
          ]}
          rows={report.days}
          rowKey={(day) => day.date}
        />
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Breakdown
          kind={kind}
          title={messages.byCountry}
          description={messages.byCountryText}
          header={messages.country}
          label={messages.viewsByCountry}
          rows={report.countries.map((row) => ({ ...row, key: row.country }))}
        />
        <Breakdown
          kind={kind}
          title={messages.byPlacement}
          description={messages.byPlacementText}
          header={messages.placement}
          label={messages.viewsByPlacement}
          rows={report.placements.map((row) => ({
            ...row,
            key: row.placement,
            name: placementLabel(row.placement),
          }))}
        />
      </div>
    </>
  );
}

function ReportSkeleton() {
  const messages = useMessages(campaignCatalog);
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{messages.reportLoading}</span>
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((tile) => (
          <Skeleton key={tile} className="h-24 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-card" />
    </div>
  );
}

export function CampaignReport({
  kind,
  name,
  report,
  placementLabel,
  csvHref,
  notFoundTitle,
}: {
  kind: CampaignKind;
  /** The campaign's name from the admin list, once known. */
  name: string | undefined;
  report: UseQueryResult<AdReport | PromotionReport>;
  placementLabel: (placement: string) => string;
  csvHref: string;
  notFoundTitle: string;
}) {
  const messages = useMessages(campaignCatalog);
  const paths = CAMPAIGN_PATHS[kind];
  const notFound = statusOf(report.error) === 404;
  let body;
  if (report.isPending) body = <ReportSkeleton />;
  else if (notFound) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center sm:pt-10">
          <h2 className="text-xl font-bold">{notFoundTitle}</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {campaignText(messages, kind, 'ReportMissingText')}
          </p>
        </CardContent>
      </Card>
    );
  } else if (report.isError) {
    body = <QueryErrorPanel title={messages.reportError} query={report} />;
  } else {
    body = (
      <ReportBody
        kind={kind}
        report={campaignReportOf(report.data, messages.unknownCountry)}
        placementLabel={placementLabel}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader
        title={campaignText(messages, kind, 'ReportTitle')}
        // One line whatever the name: it arrives with the admin list, often after the report, and a
        // name that wrapped would move the whole report down (DECISIONS 69).
        description={
          <span
            className="line-clamp-1"
            title={name}
            translate={name ? 'no' : undefined}
            dir={name ? 'auto' : undefined}
          >
            {name ?? campaignText(messages, kind, 'ReportFallback')}
          </span>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={paths.list}>
                <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
                {campaignText(messages, kind, 'BackToList')}
              </Link>
            </Button>
            {notFound ? null : (
              <Button asChild>
                <a href={csvHref} download>
                  <Download aria-hidden="true" />
                  {messages.downloadCsv}
                </a>
              </Button>
            )}
          </>
        }
      />
      {body}
    </div>
  );
}
