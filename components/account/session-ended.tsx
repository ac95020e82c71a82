'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Flex, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { goToAuth } from '@/lib/client/go-to-auth';

/** The API no longer knows the session (spec §4: logout on 401): end ours too, then go to the login page. */
export function SessionEnded() {
  const t = useTranslations('Account');
  const { api, alias } = useApp();
  useEffect(() => {
    api(ENDPOINTS.logout)
      .catch(() => null)
      .finally(() => goToAuth(alias, 'ended'));
  }, [api, alias]);
  return (
    <Flex align="center" justify="center" py="16" role="status">
      <Spinner size="xl" color="brand.solid" />
      <VisuallyHidden>{t('sessionEnding')}</VisuallyHidden>
    </Flex>
  );
}
