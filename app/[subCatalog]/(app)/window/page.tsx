import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { WindowClient } from '@/components/window/window-client';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { canOpenWindowPage } from '@/lib/domain/roles';
import { loadWindowPage } from '@/lib/window/load';
import { pageCaller } from '@/lib/page-load/page-deadline';
import { PageMessages } from '@/components/layout/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Window'))('title') };
}

/** Витрина: categories, products and the CSV upload (spec §2, §3, §7). Only an operator with the show-window-page flag; others get not-found. */
export default async function WindowPage({ params }: { params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  if (!canOpenWindowPage(session.user.roles, session.user.showWindowPage)) notFound();
  const [data, t] = await Promise.all([loadWindowPage(await pageCaller(alias, session)), getTranslations('Window')]);
  return (
    <PageMessages part="window">
      <PageHeading title={t('title')} />
      <WindowClient data={data} />
    </PageMessages>
  );
}
