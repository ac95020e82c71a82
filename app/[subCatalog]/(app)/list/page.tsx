import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OperationsNav } from '@/components/operations/operations-nav';
import { ListClient } from '@/components/operations/list-client';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { currencyFractionFor } from '@/lib/domain/money';
import { callerOf, loadFilterOptions, loadListPage, loadOperationsContext, loadTransactionDetails } from '@/lib/operations/load';
import { listDefaults } from '@/lib/operations/dashboard-query';
import { DETAILS_PARAM, listStateFromSearchParams, orderFromSetting, pageKey } from '@/lib/operations/list-state';
import { defaultCurrencyId } from '@/lib/operations/money-view';
import { preferencesKey } from '@/lib/operations/preferences';
import { toSearchParams } from '@/lib/operations/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operations'))('list') };
}

interface PageProps {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Операции → list: the filtered, sorted, paged operations; details and receipts in a drawer (?trx=). */
export default async function ListPage({ params, searchParams }: PageProps) {
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
  const state = listStateFromSearchParams(query, defaults);
  const fraction = currencyFractionFor(context.currencies, state.filter.currencyId);
  const { page, failures } = await loadListPage(caller, state, fraction);
  return (
    <>
      <PageHeading title={t('list')} />
      <OperationsNav alias={alias} current="list" />
      <ListClient
        defaults={defaults}
        initialPage={page}
        initialPageKey={pageKey(state, fraction)}
        initialDetails={details?.ok ? details.value : null}
        failures={[...context.failures, ...filterOptions.failures, ...failures, ...(details && !details.ok ? [details.failure] : [])]}
        currencies={context.currencies}
        settings={context.settings}
        options={filterOptions.options}
        preferencesKey={preferencesKey(alias, session.user.id)}
      />
    </>
  );
}
