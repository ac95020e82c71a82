import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OperationsNav } from '@/components/operations/operations-nav';
import { OnMapClient } from '@/components/operations/on-map-client';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { callerOf, loadFilterOptions, loadOperationsContext, loadTransactionDetails } from '@/lib/operations/load';
import { listDefaults } from '@/lib/operations/dashboard-query';
import { DETAILS_PARAM, orderFromSetting } from '@/lib/operations/list-state';
import { defaultCurrencyId } from '@/lib/operations/money-view';
import { toSearchParams } from '@/lib/operations/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operations'))('onMap') };
}

interface PageProps {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Операции → on the map: the list's filter (same URL parameters), its located operations as clustered points. */
export default async function OnMapPage({ params, searchParams }: PageProps) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  const caller = callerOf(alias, session);
  const query = toSearchParams(await searchParams);
  const detailsParam = query.get(DETAILS_PARAM) ?? '';
  const detailsId = /^[1-9]\d{0,15}$/.test(detailsParam) ? Number(detailsParam) : null;
  const [context, t, filterOptions, details] = await Promise.all([
    loadOperationsContext(caller),
    getTranslations('Operations'),
    loadFilterOptions(caller, session.user.roles.includes('holding')),
    detailsId === null ? Promise.resolve(null) : loadTransactionDetails(caller, detailsId),
  ]);
  const defaults = listDefaults(new Date(), defaultCurrencyId(context.currencies), orderFromSetting(context.settings.displayOrder));
  return (
    <>
      <PageHeading title={t('onMap')} />
      <OperationsNav alias={alias} current="onMap" />
      <OnMapClient
        defaults={defaults}
        initialDetails={details?.ok ? details.value : null}
        failures={[...context.failures, ...filterOptions.failures, ...(details && !details.ok ? [details.failure] : [])]}
        currencies={context.currencies}
        settings={context.settings}
        options={filterOptions.options}
      />
    </>
  );
}
