'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from './app-provider';
import { ApiError, handledByPage } from '@/lib/client/api-failure';
import { messageOf } from '@/lib/shared/error-body';
import type { LoadFailure } from '@/lib/page-load/server-load';
import { preloadToaster } from '@/components/ui/alert-toasts';

/** 502/504 already opened the "temporarily unavailable" dialog, an ended session already left, a cancel is no failure. */
function handledElsewhere(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return handledByPage(error);
}

/**
 * Spec §8 "Default call failure … every call failure shows an error alert": the caller's own text where the
 * catalogue has one (`fallback`), else the message from the response, else the default operation error.
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

/** Spec §8: a 502 or 504 of the first load opens the "temporarily unavailable" dialog instead of an alert. */
const opensDialog = (failure: LoadFailure) => failure.status === 502 || failure.status === 504;

/**
 * The failures of the server-side first load, shown once after hydration: the "temporarily unavailable"
 * dialog for 502/504, an alert for every other failure (one per distinct text: four lists failing for the
 * same reason say it once), then the page's own catalogue texts (`more`).
 */
export function useInitialFailures(failures: readonly LoadFailure[], more: readonly string[] = []) {
  const { alerts, showUnavailable } = useApp();
  const tErrors = useTranslations('Errors');
  const shown = useRef(false);
  const alerting = failures.some((failure) => !opensDialog(failure)) || more.length > 0;
  // while the page hydrates, not after: on a slow phone the alert's code is then there when the effect below runs
  // (once, at the first render: an idempotent import, so the initialiser may start it)
  useState(() => {
    if (alerting && typeof window !== 'undefined') preloadToaster();
  });
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    const unavailable = failures.find(opensDialog);
    if (unavailable) showUnavailable(unavailable.requestId);
    const texts = failures.filter((failure) => !opensDialog(failure)).map((failure) => failure.message ?? tErrors('operationFailed'));
    for (const text of new Set([...texts, ...more])) alerts.push('error', text);
  }, [alerts, failures, more, showUnavailable, tErrors]);
}
