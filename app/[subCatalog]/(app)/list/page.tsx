import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OperationsNav } from '@/components/operations/operations-nav';
import { ListClient } from '@/components/operations/list-client';
import { currencyFractionFor } from '@/lib/domain/money';
import { loadListFigures, loadListPage } from '@/lib/operations/load';
import { loadFilteredPage, type FilteredPageProps } from '@/lib/operations/filtered-page';
import { listStateFromSearchParams, pageKey } from '@/lib/operations/list-state';
import { preferencesKey } from '@/lib/operations/preferences';
import { cookies } from 'next/headers';
import { columnChoiceCookieName, columnChoiceFromCookie, columnChoiceKey } from '@/lib/operations/column-choice';
import { savedViewsKey } from '@/lib/operations/saved-views';
import { PageMessages } from '@/components/layout/page-messages';
import { ShareCurrencies } from '@/components/operations/known-currencies';
import { TimeZoneNote } from '@/components/operations/time-zone-note';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operations'))('list') };
}

/** Операции → list: the filtered, sorted, paged operations; details and receipts in a drawer (?trx=). */
export default async function ListPage(props: FilteredPageProps) {
  const [page, t] = await Promise.all([loadFilteredPage(props), getTranslations('Operations')]);
  const state = listStateFromSearchParams(page.query, page.defaults);
  const fraction = currencyFractionFor(page.context.currencies, state.filter.currencyId);
  const [{ page: rows, failures }, figures] = await Promise.all([loadListPage(page.caller, state, fraction), loadListFigures(page.caller, state, fraction)]);
  const columnsKey = columnChoiceKey(page.alias, page.session.user.id);
  return (
    <PageMessages part="list">
      <PageHeading title={t('list')} />
      <OperationsNav alias={page.alias} current="list" />
      <TimeZoneNote />
      {/* the shell's operation search shows amounts in these, without asking for them again */}
      <ShareCurrencies currencies={page.context.currencies} />
      <ListClient
        defaults={page.defaults}
        initialPage={rows}
        initialPageKey={pageKey(state, fraction)}
        initialFigures={figures}
        initialDetails={page.initialDetails}
        failures={[...page.failures, ...failures]}
        currencies={page.context.currencies}
        settings={page.context.settings}
        options={page.options}
        preferencesKey={preferencesKey(page.alias, page.session.user.id)}
        toolKeys={{ columns: columnsKey, views: savedViewsKey(page.alias, page.session.user.id) }}
        initialColumns={columnChoiceFromCookie((await cookies()).get(columnChoiceCookieName(columnsKey))?.value)}
      />
    </PageMessages>
  );
}
