import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OperationsNav } from '@/components/operations/operations-nav';
import { ReconciliationClient } from '@/components/reconciliation/reconciliation-client';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { buildPath } from '@/lib/domain/routes';
import { canCloseTerminalDay } from '@/lib/reconciliation/close-day';
import { entryFilter, reconciliationDefaults, reconciliationFilterFromUrl, reconciliationSearch } from '@/lib/reconciliation/filter';
import { loadReconciliationPage } from '@/lib/reconciliation/load';
import { pageCaller } from '@/lib/page-load/page-deadline';
import { PageMessages } from '@/components/layout/page-messages';
import { TimeZoneNote } from '@/components/operations/time-zone-note';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Reconciliation'))('title') };
}

interface PageProps {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  return params;
}

/** Операции → Сверки: the first page of the filter in the URL, rendered on the server. */
export default async function ReconciliationPage({ params, searchParams }: PageProps) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  const query = toSearchParams(await searchParams);
  const now = new Date();
  const defaults = reconciliationDefaults(now);
  // Spec §2: entering the page resets the offset (the back button inside the page never reaches the server).
  const filter = entryFilter(query, defaults);
  if (reconciliationFilterFromUrl(query, defaults).offset !== filter.offset) {
    redirect(`${buildPath(alias, 'reconciliation')}${reconciliationSearch(filter, defaults)}`);
  }
  const [t, data] = await Promise.all([getTranslations('Reconciliation'), loadReconciliationPage(await pageCaller(alias, session), filter)]);
  return (
    <PageMessages part="reconciliation">
      <PageHeading title={t('title')} />
      <OperationsNav alias={alias} current="reconciliation" />
      <TimeZoneNote />
      <ReconciliationClient
        now={now.toISOString()}
        defaults={defaults}
        initialFilter={filter}
        initialPage={data.page}
        terminals={data.terminals}
        currencies={data.currencies}
        hostResponseCodes={data.hostResponseCodes}
        canCloseDay={canCloseTerminalDay(session.user.roles, data.closeDaySetting)}
        reportDownload={data.reportDownload}
        failures={data.failures}
      />
    </PageMessages>
  );
}
