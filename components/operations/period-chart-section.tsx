'use client';

import { useEffect, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useAppNavigation } from '@/components/layout/navigation-loader';
import { useApp } from '@/components/layout/app-provider';
import type { ApiResult, Currency, PeriodSummaryItem, SummaryPeriodFormat } from '@/lib/acquiring/contract';
import { chartBuckets, type ChartBucket } from '@/lib/operations/dashboard-query';
import { formatDateTimeShort, formatDate } from '@/lib/operations/dates';
import { minorUnitsToNumber } from '@/lib/domain/money';
import { currencyFractionFor } from '@/lib/domain/money';
import type { ResolvedRange } from '@/lib/operations/dashboard-state';
import { PlainSpinner } from '@/components/plain/controls';
import kit from '@/components/plain/kit.module.css';
import { useInView } from '@/lib/client/use-in-view';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { useOperationsFormat } from './use-operations';
import styles from './dashboard.module.css';

const PeriodChart = dynamic(() => import('./period-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
});

function ChartPlaceholder() {
  const t = useTranslations('Operations');
  return (
    <div className={styles.chartPlaceholder}>
      <PlainSpinner />
      {t('chartLoading')}
    </div>
  );
}

const MAX_BARS = 31;

/** The period chart of the dashboard: data and chart code both load once the section comes into view. */
export function PeriodChartSection({
  query,
  format,
  range,
  currencyId,
  currencies,
  hrefFor,
}: {
  query: string;
  format: SummaryPeriodFormat;
  range: ResolvedRange;
  currencyId: number;
  currencies: Currency[];
  hrefFor: (bucket: ChartBucket) => string;
}) {
  const t = useTranslations('Operations');
  const { api } = useApp();
  const navigate = useAppNavigation();
  const alertFailure = useFailureAlert();
  const { money, timeZone } = useOperationsFormat(currencies);
  const [loaded, setLoaded] = useState<{ key: string; items: PeriodSummaryItem[] } | null>(null);
  const key = `${format}?${query}`;
  const [sectionRef, inView] = useInView<HTMLElement>();

  useEffect(() => {
    if (!inView) return;
    const controller = new AbortController();
    api<ApiResult<PeriodSummaryItem[]>>(`api/transaction/summary/period/${format}`, { search: new URLSearchParams(query), signal: controller.signal })
      .then((answer) => setLoaded({ key, items: answer.result }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          alertFailure(error);
          setLoaded({ key, items: [] });
        }
      });
    return () => controller.abort();
  }, [api, alertFailure, format, query, key, inView]);

  const buckets = useMemo(() => (loaded && loaded.key === key ? chartBuckets(loaded.items, format, range, MAX_BARS) : null), [loaded, key, format, range]);
  const fraction = currencyFractionFor(currencies, currencyId);
  const label = (bucket: ChartBucket) => (format === 'hour' ? formatDateTimeShort(bucket.period, timeZone).slice(5) : formatDate(bucket.period, timeZone));

  return (
    <section ref={sectionRef} aria-labelledby="chart-title" className={styles.card} data-testid="period-chart">
      <h2 id="chart-title" className={`${kit.subTitle} ${styles.chartTitle}`}>
        {t('chartTitle')}
      </h2>
      <p className={styles.chartHint}>{t('chartHint')}</p>
      <div className={styles.chartBox}>
        {buckets === null ? (
          <ChartPlaceholder />
        ) : (
          <PeriodChart
            labels={buckets.map(label)}
            values={buckets.map((bucket) => minorUnitsToNumber(bucket.amount, fraction))}
            tooltips={buckets.map((bucket) => `${money(bucket.amount, currencyId)} · ${bucket.count}`)}
            color="#2193A7"
            ariaLabel={t('chartTitle')}
            onSelect={(index) => {
              const bucket = buckets[index];
              if (bucket) navigate(hrefFor(bucket));
            }}
          />
        )}
      </div>
      {buckets && buckets.length > 0 && (
        <details>
          <summary className={styles.chartTableToggle}>{t('chartTable')}</summary>
          <div className={styles.chartTableScroll}>
            <table className={kit.table}>
              <thead>
                <tr>
                  <th scope="col">{t('period')}</th>
                  <th scope="col" className={kit.numeric}>
                    {t('chartAmount')}
                  </th>
                  <th scope="col" className={kit.numeric}>
                    {t('chartCount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {buckets.map((bucket) => (
                  <tr key={bucket.period}>
                    <td>{formatDateTimeShort(bucket.period, timeZone)}</td>
                    <td className={`${kit.numeric} ${styles.nowrap}`}>
                      <NextLink className={kit.link} href={hrefFor(bucket)} prefetch={false}>
                        {money(bucket.amount, currencyId)}
                      </NextLink>
                    </td>
                    <td className={kit.numeric}>{bucket.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
