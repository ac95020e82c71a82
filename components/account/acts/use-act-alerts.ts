'use client';

import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { ApiError } from '@/lib/client/api-failure';
import { actFailureAlert } from '@/lib/account/acts';
import { actGeneratedMessage, MESSAGE_CATALOGUE, type ShownMessage } from '@/lib/domain/errors';

/** The catalogue messages of the act actions: each is a text of the Acts namespace too. */
type ActMessageKey = 'actGeneratedAndSent' | 'actGeneratedNotSent' | 'actSent' | 'actFailed';

/** The alerts of the act actions (spec §8), in the interface language; server texts (429) as they came. */
export function useActAlerts() {
  const t = useTranslations('Acts');
  const { alerts } = useApp();

  function show(message: ShownMessage<ActMessageKey>) {
    if (message.source === 'server') {
      alerts.push('error', message.text);
      return;
    }
    const tone = MESSAGE_CATALOGUE[message.key].tone;
    alerts.push(tone === 'success' ? 'success' : tone === 'warning' ? 'warning' : 'error', t(message.key));
  }

  return {
    generated: (result: boolean) => show(actGeneratedMessage(result)),
    sent: () => show({ source: 'catalogue', key: 'actSent' }),
    /** The call answered, but the act did not go out (`result: false`). */
    notSent: () => show({ source: 'catalogue', key: 'actFailed' }),
    failed: (error: unknown) => {
      const message = error instanceof ApiError ? actFailureAlert({ status: error.status, body: error.body }) : { source: 'catalogue' as const, key: 'actFailed' as const };
      if (message) show(message);
    },
  };
}
