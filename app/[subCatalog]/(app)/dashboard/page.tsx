import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OperationsNav } from '@/components/operations/operations-nav';
import { DashboardFrame } from '@/components/operations/dashboard-frame';
import { DashboardCaption, DashboardTotals } from '@/components/operations/dashboard-totals';
import { DashboardBreakdowns } from '@/components/operations/dashboard-breakdowns';
import { PeriodChartSection } from '@/components/operations/period-chart-section';
import { MapSummaryArea } from '@/components/operations/map-summary';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { buildPath } from '@/lib/domain/paths';
import { currencyFractionFor } from '@/lib/domain/money';
import { loadDashboardData, loadOperationsContext } from '@/lib/operations/load';
import { pageCaller } from '@/lib/page-load/page-deadline';
import { chartFormat, defaultDashboardState, dashboardStateFromSearchParams, resolvePeriod } from '@/lib/operations/dashboard-state';
import { dashboardListState, drillDownHref, type DrillDown } from '@/lib/operations/dashboard-query';
import { conditionParams, listDefaults, orderFromSetting } from '@/lib/operations/list-state';
import { defaultCurrencyId, formatCurrencyAmount } from '@/lib/operations/money-view';
import { toSearchParams } from '@/lib/operations/search-params';
import { PageMessages } from '@/components/layout/page-messages';
import { zoneCaption } from '@/lib/operations/zone-offsets';
import dashboard from '@/lib/theme/static/dashboard.parts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operations'))('dashboard') };
}

interface PageProps {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Операции → dashboard: totals, breakdowns, period chart and map count of the chosen period. The figures render
 * here, on the server, for every state of the URL: the frame's controls navigate to a new URL and the new figures
 * come in the server's answer. The chart and the map load their data when they come into view.
 */
export default async function DashboardPage({ params, searchParams }: PageProps) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  const caller = await pageCaller(alias, session);
  const [context, t, query, timeZone, locale] = await Promise.all([loadOperationsContext(caller), getTranslations('Operations'), searchParams, getTimeZone(), getLocale()]);
  const now = new Date();
  const { currencies } = context;
  const defaults = defaultDashboardState(defaultCurrencyId(currencies));
  const state = dashboardStateFromSearchParams(toSearchParams(query), defaults);
  const listDefaultFilter = listDefaults(now, defaults.currencyId, orderFromSetting(context.settings.displayOrder));
  const range = resolvePeriod(state.period, now, timeZone);
  const fraction = currencyFractionFor(currencies, state.currencyId);
  const conditions = dashboardListState(state, range, listDefaultFilter);
  const summaryQuery = conditionParams(conditions, fraction);
  const { data, failures } = await loadDashboardData(caller, summaryQuery);

  const listPath = buildPath(alias, 'list');
  const href = (drill: DrillDown) => drillDownHref(listPath, conditions, listDefaultFilter, drill);
  const money = (minor: number) => formatCurrencyAmount(minor, state.currencyId, currencies, locale);
  return (
    <PageMessages part="dashboard">
      <PageHeading title={t('dashboard')} />
      <OperationsNav alias={alias} current="dashboard" />
      <DashboardFrame state={state} defaults={defaults} range={range} currencies={currencies} failures={[...context.failures, ...failures]} renderedAt={now.toISOString()}>
        <DashboardCaption range={range} zone={zoneCaption(timeZone, locale, now.getTime())} />
        <DashboardTotals totals={data.totals} money={money} href={href({ kind: 'all' })} />
        <div className={dashboard.sections}>
          <PeriodChartSection
            query={summaryQuery.toString()}
            format={chartFormat(state.period)}
            range={range}
            currencyId={state.currencyId}
            currencies={currencies}
            listPath={listPath}
            conditions={conditions}
            listDefaultFilter={listDefaultFilter}
          />
          <MapSummaryArea
            query={summaryQuery.toString()}
            conditions={conditions}
            fraction={fraction}
            listHref={href({ kind: 'located' })}
            mapHref={drillDownHref(buildPath(alias, 'onMap'), conditions, listDefaultFilter, { kind: 'all' })}
            map={context.settings.map}
          />
        </div>
        <DashboardBreakdowns value={data} range={range} money={money} hrefFor={href} />
      </DashboardFrame>
    </PageMessages>
  );
}
