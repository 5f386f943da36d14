// The report screen of an ad or a promotion (DECISIONS 32): its totals over the last 30 UTC days,
// the chart of each day with the same days as a table below it (the chart's text alternative),
// the days summed by country and by placement, and the CSV of the days to download.
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'wouter';
import type { AdReport } from '../../../contract/ads';
import type { PromotionReport } from '../../../contract/promotions';
import { statusOf } from '../../lib/api-client';
import { formatCalendarDay } from '../../lib/format-date';
import { AdminTable, type AdminColumn } from '../data/admin-table';
import { QueryErrorPanel } from '../data/query-error-panel';
import { AdminPageHeader } from '../layout/admin-page-header';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { CampaignReportChart } from './campaign-report-chart';
import { CAMPAIGN_PATHS, campaignWords, type CampaignKind } from './campaign-kind';
import {
  campaignReportOf,
  formatRate,
  type CampaignReportData,
  type ReportCounts,
} from './campaign-report-values';

/** What follows a view, and the rate of the one to the other, in each kind's words. */
const MEASURES: Record<CampaignKind, { follows: string; follow: string; rate: string }> = {
  ad: { follows: 'Clicks', follow: 'click', rate: 'CTR' },
  promotion: { follows: 'Claims', follow: 'claim', rate: 'Claim rate' },
};

const count = (value: number) => value.toLocaleString('en-GB');

/** "1 view", "12 views". */
const counted = (value: number, one: string) => `${count(value)} ${one}${value === 1 ? '' : 's'}`;

function countColumns<Row extends ReportCounts>(kind: CampaignKind): AdminColumn<Row>[] {
  const { follows, rate } = MEASURES[kind];
  return [
    { header: 'Views', align: 'right', cell: (row) => count(row.views) },
    { header: follows, align: 'right', cell: (row) => count(row.follows) },
    { header: rate, align: 'right', cell: (row) => formatRate(row.rate) },
  ];
}

function Totals({ kind, totals }: { kind: CampaignKind; totals: ReportCounts }) {
  const { follows, rate } = MEASURES[kind];
  const tiles = [
    { label: 'Views', value: count(totals.views) },
    { label: follows, value: count(totals.follows) },
    { label: rate, value: formatRate(totals.rate) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {tiles.map((tile) => (
        <div
          key={tile.label}
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
  rows,
}: {
  kind: CampaignKind;
  title: string;
  description: string;
  /** The first column's name, which also names the table: "Views by country". */
  header: string;
  rows: BreakdownRow[];
}) {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <AdminTable
        label={`Views by ${header.toLowerCase()}`}
        columns={[{ header, cell: (row) => row.name }, ...countColumns<BreakdownRow>(kind)]}
        rows={rows}
        rowKey={(row) => row.key}
        empty={{ title: 'No views in these days' }}
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
  const { follows, follow, rate } = MEASURES[kind];
  const period = `${formatCalendarDay(report.from)} to ${formatCalendarDay(report.to)}`;
  const { views, follows: followed, rate: totalRate } = report.totals;
  const summary =
    `${counted(views, 'view')}, ${counted(followed, follow)} and a ${rate} of ` +
    `${formatRate(totalRate)} from ${period}.`;
  return (
    <>
      <Totals kind={kind} totals={report.totals} />
      <Card>
        <CardHeader>
          <CardTitle>Day by day</CardTitle>
          <CardDescription>{`The last 30 days in UTC, ${period}.`}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <figure className="grid gap-3">
            <CampaignReportChart
              days={report.days}
              followsLabel={follows}
              rateLabel={rate}
              summary={`Chart of views, ${follows.toLowerCase()} and ${rate} per day: ${summary}`}
            />
            <figcaption className="text-sm text-muted-foreground">
              {`${summary} The table below lists each day.`}
            </figcaption>
          </figure>
        </CardContent>
        <AdminTable
          label="Views per day"
          columns={[
            {
              header: 'Date',
              cell: (day) => (
                <time dateTime={day.date} className="whitespace-nowrap">
                  {formatCalendarDay(day.date)}
                </time>
              ),
            },
            ...countColumns<CampaignReportData['days'][number]>(kind),
          ]}
          rows={report.days}
          rowKey={(day) => day.date}
        />
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Breakdown
          kind={kind}
          title="By country"
          description="Where the visitors were, most views first."
          header="Country"
          rows={report.countries.map((row) => ({ ...row, key: row.country }))}
        />
        <Breakdown
          kind={kind}
          title="By placement"
          description="Where it was shown, most views first."
          header="Placement"
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
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading the report…</span>
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
  const words = campaignWords(kind);
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
            {`It may have been deleted. Pick ${words.an} from the list to see its report.`}
          </p>
        </CardContent>
      </Card>
    );
  } else if (report.isError) {
    body = <QueryErrorPanel title="Error loading the report" query={report} />;
  } else {
    body = (
      <ReportBody
        kind={kind}
        report={campaignReportOf(report.data)}
        placementLabel={placementLabel}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader
        title={`${words.One} report`}
        // One line whatever the name: it arrives with the admin list, often after the report, and a
        // name that wrapped would move the whole report down (DECISIONS 69).
        description={
          <span className="line-clamp-1" title={name}>
            {name ?? `The last 30 days of this ${words.one}.`}
          </span>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={paths.list}>
                <ArrowLeft aria-hidden="true" />
                {`Back to ${words.Many}`}
              </Link>
            </Button>
            {notFound ? null : (
              <Button asChild>
                <a href={csvHref} download>
                  <Download aria-hidden="true" />
                  Download CSV
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
