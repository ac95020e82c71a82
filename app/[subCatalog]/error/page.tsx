import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/layout/status-page';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { buildPath } from '@/lib/domain/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('technicalError') };
}

/** Spec §2: technical error page ('Technical error' heading). */
export default async function TechnicalErrorPage({ params }: { params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const t = await getTranslations('Errors');
  return (
    <StatusPage code="500" title={t('technicalError')} text={t('technicalErrorText')} homeHref={buildPath(alias, 'index')} homeLabel={t('toHome')} />
  );
}
