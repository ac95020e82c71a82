'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { goToAuth } from '@/lib/client/go-to-auth';
import { PlainSpinner } from '@/components/plain/controls';
import kit from '@/components/plain/kit.module.css';
import styles from './account.module.css';

/** The API no longer knows the session (spec §4: logout on 401): end ours too, then go to the login page. */
export function SessionEnded() {
  const t = useTranslations('Account');
  const { api, alias } = useApp();
  useEffect(() => {
    api('api/session/logout', { method: 'POST' })
      .catch(() => null)
      .finally(() => goToAuth(alias, 'ended'));
  }, [api, alias]);
  return (
    <div className={styles.sessionEnding} role="status">
      <PlainSpinner large />
      <span className={kit.visuallyHidden}>{t('sessionEnding')}</span>
    </div>
  );
}
