import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OperationsNav } from '@/components/operations/operations-nav';
import { ReconciliationClient } from '@/components/reconciliation/reconciliation-client';
import { ReconciliationResults } from '@/components/reconciliation/reconciliation-results';
import { InitialFailures } from '@/components/layout/initial-failures';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { buildPath } from '@/lib/domain/routes';
import { canCloseTerminalDay } from '@/lib/reconciliation/close-day';
import { entryFilter, isPageEntry, reconciliationDefaults, reconciliationFilterFromUrl, reconciliationSearch } from '@/lib/reconciliation/filter';
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

/**
 * Операции → Сверки: the page of the filter in the URL, rendered on the server, the results included; the filter,
 * sorting and paging navigate here again (components/reconciliation/reconciliation-client.tsx).
 */
export default async function ReconciliationPage({ params, searchParams }: PageProps) {
  const alias = aliasFromSegment((await params).subCatalog);
  const [session, query, requestHeaders] = await Promise.all([requireSession(alias), searchParams.then(toSearchParams), headers()]);
  const now = new Date();
  const defaults = reconciliationDefaults(now);
  // Spec §2: entering the page resets the offset; the page's own paging (a fetch of the client router) keeps it.
  const fromUrl = reconciliationFilterFromUrl(query, defaults);
  const filter = isPageEntry(requestHeaders.get('sec-fetch-dest')) ? entryFilter(query, defaults) : fromUrl;
  if (fromUrl.offset !== filter.offset) {
    redirect(`${buildPath(alias, 'reconciliation')}${reconciliationSearch(filter, defaults)}`);
  }
  const [t, data] = await Promise.all([getTranslations('Reconciliation'), loadReconciliationPage(await pageCaller(alias, session), filter)]);
  return (
    <PageMessages part="reconciliation">
      {/* every render's failures, announced once (a navigation's too) */}
      <InitialFailures key={now.getTime()} failures={data.failures} more={data.hostResponseCodes === null ? [t('responseCodesUnavailable')] : []} />
      <PageHeading title={t('title')} />
      <OperationsNav alias={alias} current="reconciliation" />
      <TimeZoneNote />
      <ReconciliationClient
        defaults={defaults}
        filter={filter}
        count={data.page.count}
        results={
          <ReconciliationResults
            rows={data.page.rows}
            filter={filter}
            currencies={data.currencies}
            reportDownload={data.reportDownload}
            listPath={buildPath(alias, 'list')}
            now={now}
          />
        }
        terminals={data.terminals}
        hostResponseCodes={data.hostResponseCodes}
        canCloseDay={canCloseTerminalDay(session.user.roles, data.closeDaySetting)}
      />
    </PageMessages>
  );
}
