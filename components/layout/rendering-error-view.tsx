'use client';

import { useTranslations } from 'next-intl';
import { Center, Spinner } from '@chakra-ui/react';
import { StatusPage } from './status-page';
import { aliasOfPath, buildPath } from '@/lib/domain/paths';

/** What the rendering-error boundary shows: the technical error on the error page itself, else a spinner on the way there. */
export default function RenderingErrorView({ onErrorPage }: { onErrorPage: boolean }) {
  const t = useTranslations('Errors');
  if (onErrorPage) {
    const alias = aliasOfPath(window.location.pathname);
    return <StatusPage code="500" title={t('technicalError')} text={t('technicalErrorText')} homeHref={buildPath(alias, 'index')} homeLabel={t('toHome')} />;
  }
  return (
    <Center minH="50vh">
      <Spinner size="lg" color="brand.fg" />
    </Center>
  );
}
