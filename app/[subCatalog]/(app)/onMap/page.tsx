import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OperationsNav } from '@/components/operations/operations-nav';
import { OnMapClient } from '@/components/operations/on-map-client';
import { loadFilteredPage, type FilteredPageProps } from '@/lib/operations/filtered-page';
import { preferencesKey } from '@/lib/operations/preferences';
import { PageMessages } from '@/components/layout/page-messages';
import { ShareCurrencies } from '@/components/operations/known-currencies';
import { zoneCaption } from '@/lib/operations/zone-offsets';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operations'))('onMap') };
}

/** Операции → on the map: the list's filter (same URL parameters), its located operations as clustered points. */
export default async function OnMapPage(props: FilteredPageProps) {
  const [page, t, timeZone, locale] = await Promise.all([loadFilteredPage(props), getTranslations('Operations'), getTimeZone(), getLocale()]);
  // the zone's offset now (a zone's name and offset change with summer time)
  const now = new Date();
  return (
    <PageMessages part="onMap">
      <PageHeading title={t('onMap')} />
      <OperationsNav alias={page.alias} current="onMap" />
      {/* the shell's operation search shows amounts in these, without asking for them again */}
      <ShareCurrencies currencies={page.context.currencies} />
      <OnMapClient
        defaults={page.defaults}
        initialDetails={page.initialDetails}
        failures={page.failures}
        currencies={page.context.currencies}
        settings={page.context.settings}
        options={page.options}
        preferencesKey={preferencesKey(page.alias, page.session.user.id)}
        zone={zoneCaption(timeZone, locale, now.getTime())}
      />
    </PageMessages>
  );
}
