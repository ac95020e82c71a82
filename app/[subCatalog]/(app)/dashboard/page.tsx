import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OperationsNav } from '@/components/operations/operations-nav';
import { DashboardClient } from '@/components/operations/dashboard-client';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { currencyFractionFor } from '@/lib/domain/money';
import { loadDashboardData, loadOperationsContext } from '@/lib/operations/load';
import { pageCaller } from '@/lib/page-load/page-deadline';
import { defaultDashboardState, dashboardStateFromSearchParams } from '@/lib/operations/dashboard-state';
import { dashboardSummaryParams } from '@/lib/operations/dashboard-query';
import { listDefaults, orderFromSetting } from '@/lib/operations/list-state';
import { defaultCurrencyId } from '@/lib/operations/money-view';
import { toSearchParams } from '@/lib/operations/search-params';
import { PageMessages } from '@/components/layout/page-messages';
import { zoneCaption } from '@/lib/operations/zone-offsets';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operations'))('dashboard') };
}

interface PageProps {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Операции → dashboard: totals, breakdowns, period chart and map count of the chosen period. */
export default async function DashboardPage({ params, searchParams }: PageProps) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  const caller = await pageCaller(alias, session);
  const [context, t, query, timeZone, locale] = await Promise.all([loadOperationsContext(caller), getTranslations('Operations'), searchParams, getTimeZone(), getLocale()]);
  const now = new Date();
  const currencyId = defaultCurrencyId(context.currencies);
  const defaults = defaultDashboardState(currencyId);
  const state = dashboardStateFromSearchParams(toSearchParams(query), defaults);
  const listDefaultFilter = listDefaults(now, currencyId, orderFromSetting(context.settings.displayOrder));
  const summaryQuery = dashboardSummaryParams(state, now, timeZone, currencyFractionFor(context.currencies, state.currencyId), listDefaultFilter);
  const { data, failures } = await loadDashboardData(caller, summaryQuery);
  return (
    <PageMessages part="dashboard">
      <PageHeading title={t('dashboard')} />
      <OperationsNav alias={alias} current="dashboard" />
      <DashboardClient
        now={now.toISOString()}
        defaults={defaults}
        initialState={state}
        listDefaultFilter={listDefaultFilter}
        initialData={data}
        failures={[...context.failures, ...failures]}
        currencies={context.currencies}
        map={context.settings.map}
        zone={zoneCaption(timeZone, locale, now.getTime())}
      />
    </PageMessages>
  );
}
