'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { ApiError, messageOf } from '@/lib/client/api';
import type { LoadFailure } from '@/lib/reconciliation/load';

/** 502/504 already opened the "temporarily unavailable" dialog; an ended session already left; a cancel is no failure. */
function handledElsewhere(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return error instanceof ApiError && (error.status === 0 || error.status === 401 || error.status === 502 || error.status === 504);
}

/**
 * Spec §8 "Default call failure": the message from the response, else the default operation
 * error; `fallback` replaces both where the catalogue has a text of its own.
 */
export function useFailureAlert() {
  const { alerts } = useApp();
  const tErrors = useTranslations('Errors');
  return useCallback(
    (error: unknown, fallback?: string) => {
      if (handledElsewhere(error)) return;
      const message = error instanceof ApiError ? messageOf(error.body) : null;
      alerts.push('error', fallback ?? message ?? tErrors('operationFailed'));
    },
    [alerts, tErrors],
  );
}

/** The failures of the server-side first load, shown once after hydration. */
export function useInitialFailures(failures: readonly LoadFailure[], codesUnavailable: boolean) {
  const { alerts, showUnavailable } = useApp();
  const tErrors = useTranslations('Errors');
  const t = useTranslations('Reconciliation');
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if (failures.some((failure) => failure.status === 502 || failure.status === 504)) showUnavailable();
    const first = failures.find((failure) => failure.status !== 502 && failure.status !== 504);
    if (first) alerts.push('error', first.message ?? tErrors('operationFailed'));
    if (codesUnavailable) alerts.push('error', t('responseCodesUnavailable'));
  }, [alerts, codesUnavailable, failures, showUnavailable, t, tErrors]);
}
