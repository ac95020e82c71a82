'use client';

import { useEffect } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp, goToAuth } from '@/components/layout/app-provider';

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
    <Center py="16" role="status">
      <Spinner size="lg" aria-label={t('sessionEnding')} />
    </Center>
  );
}
