import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/layout/status-page';
import { buildPath, isValidAlias } from '@/lib/domain/routes';

/** Spec §2: the not-found page ('This page could not be found'). */
export default async function NotFound() {
  const [t, requestHeaders] = await Promise.all([getTranslations('Errors'), headers()]);
  const alias = requestHeaders.get('x-bo-alias');
  return (
    <StatusPage
      code="404"
      title={t('notFound')}
      text={t('notFoundText')}
      homeHref={buildPath(alias && isValidAlias(alias) ? alias : null, 'index')}
      homeLabel={t('toHome')}
    />
  );
}
