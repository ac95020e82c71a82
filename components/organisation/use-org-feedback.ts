'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { ApiError, messageOf } from '@/lib/client/api';
import type { LoadFailure } from '@/lib/organisation/load';

/**
 * Spec §8: every failed call ends in an error alert — the server's message, else the given fallback, else the
 * default operation error. 502/504 already open the "temporarily unavailable" dialog and an ended session
 * already leaves for the login page; a cancelled request is not a failure.
 */
export function useFailureAlert() {
  const { alerts } = useApp();
  const tErrors = useTranslations('Errors');
  return useCallback(
    (error: unknown, fallback?: string) => {
      if (error instanceof ApiError) {
        if (error.status === 0 || error.status === 401 || error.status === 502 || error.status === 504) return;
        alerts.push('error', messageOf(error.body) ?? fallback ?? tErrors('operationFailed'));
        return;
      }
      if (error instanceof DOMException && error.name === 'AbortError') return;
      alerts.push('error', fallback ?? tErrors('operationFailed'));
    },
    [alerts, tErrors],
  );
}

/** The failures of the server-side first load, shown once after hydration. */
export function useInitialFailures(failures: readonly LoadFailure[]) {
  const { alerts, showUnavailable } = useApp();
  const tErrors = useTranslations('Errors');
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if (failures.some((failure) => failure.status === 502 || failure.status === 504)) showUnavailable();
    for (const failure of failures.filter((item) => item.status !== 502 && item.status !== 504)) {
      alerts.push('error', failure.message ?? tErrors('operationFailed'));
    }
  }, [alerts, failures, showUnavailable, tErrors]);
}
