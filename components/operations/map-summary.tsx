'use client';

import { useEffect, useState } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useAppNavigation } from '@/components/layout/navigation-loader';
import { useApp } from '@/components/layout/app-provider';
import type { MapPoint } from '@/lib/acquiring/contract';
import type { ListState } from '@/lib/operations/list-state';
import { loadMapFigures } from '@/lib/operations/map-figures';
import type { MapConfig } from '@/lib/maps/config';
import { OperationsMap } from '@/components/maps/operations-map';
import { PlainSpinner } from '@/components/plain/controls';
import kit from '@/components/plain/kit.module.css';
import { useInView } from '@/lib/client/use-in-view';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import styles from './dashboard.module.css';

/** The map of a failed call: empty rather than loading for ever (one array, so the map does not redo its work). */
const NO_POINTS: readonly MapPoint[] = [];

/** Adds the open transaction to a list link. */
function withDetails(href: string, id: number): string {
  return `${href}${href.includes('?') ? '&' : '?'}trx=${id}`;
}

/**
 * The dashboard's small map of operations (the same map component as /onMap and the receipt):
 * the located operations of the period, and how many have a location or none (lib/operations/map-figures.ts).
 * A point opens the operation in the list. With the map provider disabled only the counts show.
 * Below the fold on a phone, so the counts and the map load when the section comes into view.
 */
export function MapSummaryArea({
  query,
  conditions,
  fraction,
  listHref,
  mapHref,
  map,
}: {
  /** The conditions' key: a new one loads the figures again. */
  query: string;
  conditions: ListState;
  fraction: number;
  listHref: string;
  mapHref: string;
  map: MapConfig;
}) {
  const t = useTranslations('Operations');
  const navigate = useAppNavigation();
  const { api } = useApp();
  const alertFailure = useFailureAlert();
  const [loaded, setLoaded] = useState<{ query: string; located: number; without: number; points: MapPoint[] } | null>(null);
  /** The query whose call failed: its figures show a failure, not a spinner that never ends. */
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [sectionRef, inView] = useInView<HTMLElement>();

  useEffect(() => {
    if (!inView) return;
    const controller = new AbortController();
    loadMapFigures(api, conditions, fraction, map.provider !== 'disabled', controller.signal)
      .then((figures) => setLoaded({ query, located: figures.located, without: figures.withoutCoordinates, points: figures.points }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        alertFailure(error);
        setFailedQuery(query);
      });
    return () => controller.abort();
  }, [api, alertFailure, query, conditions, fraction, inView, map.provider]);

  const current = loaded && loaded.query === query ? loaded : null;
  const failed = current === null && failedQuery === query;
  return (
    <section ref={sectionRef} aria-labelledby="map-title" className={styles.card} data-testid="map-summary">
      <h2 id="map-title" className={`${kit.subTitle} ${styles.cardTitle}`}>
        {t('mapTitle')}
      </h2>
      {map.provider !== 'disabled' && (
        <div className={styles.mapFrame}>
          <OperationsMap config={map} points={current?.points ?? (failed ? NO_POINTS : null)} height="240px" label={t('mapRegion')} onPointClick={(id) => navigate(withDetails(listHref, id))} />
        </div>
      )}
      <div className={styles.mapCounts} data-map={map.provider === 'disabled' ? 'disabled' : 'shown'}>
        {failed ? (
          <p className={kit.muted} data-testid="map-summary-failed">
            {t('loadFailed')}
          </p>
        ) : current === null ? (
          <div className={styles.mapLoading}>
            <PlainSpinner />
            <p>{t('mapLoading')}</p>
          </div>
        ) : (
          <div className={styles.mapFigures}>
            <NextLink className={`${kit.link} ${styles.mapLocated}`} href={listHref} prefetch={false} data-testid="map-located-count">
              {t('mapPoints', { count: current.located })}
            </NextLink>
            <p className={styles.mapWithout}>{t('mapWithout', { count: current.without })}</p>
          </div>
        )}
      </div>
      <NextLink className={`${kit.link} ${styles.mapOpen}`} href={mapHref} prefetch={false}>
        {t('mapOpen')}
      </NextLink>
    </section>
  );
}
