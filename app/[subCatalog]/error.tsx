'use client';

import { useTranslations } from 'next-intl';
import { Center, Spinner } from '@chakra-ui/react';
import { StatusPage } from '@/components/layout/status-page';
import { useLeaveForErrorPage } from '@/components/layout/use-leave-for-error-page';
import { buildPath, parsePath } from '@/lib/domain/routes';

/** Spec §2/§8: "Any rendering error redirects to the error page." */
export default function RenderingError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('Errors');
  const onErrorPage = useLeaveForErrorPage(error);
  if (onErrorPage) {
    const alias = parsePath(window.location.pathname)?.alias ?? null;
    return <StatusPage code="500" title={t('technicalError')} text={t('technicalErrorText')} homeHref={buildPath(alias, 'index')} homeLabel={t('toHome')} />;
  }
  return (
    <Center minH="50vh">
      <Spinner size="lg" color="brand.fg" />
    </Center>
  );
}
