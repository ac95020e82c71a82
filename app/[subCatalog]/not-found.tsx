import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/layout/status-page';
import { buildPath } from '@/lib/domain/paths';
import { aliasFromHeader } from '@/lib/tenant/alias';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFound') };
}

/** Spec §2: the not-found page ('This page could not be found'). */
export default async function NotFound() {
  const [t, requestHeaders] = await Promise.all([getTranslations('Errors'), headers()]);
  const alias = aliasFromHeader(requestHeaders.get('x-bo-alias'));
  return (
    <StatusPage
      code="404"
      title={t('notFound')}
      text={t('notFoundText')}
      homeHref={buildPath(alias, 'index')}
      homeLabel={t('toHome')}
    />
  );
}
