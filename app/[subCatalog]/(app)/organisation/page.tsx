import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OrganisationClient } from '@/components/organisation/organisation-client';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { loadOrganisationPage } from '@/lib/organisation/load';
import { pageCaller } from '@/lib/acquiring/page-deadline';
import { PageMessages } from '@/components/layout/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Organisation'))('title') };
}

/** Организация: the organisation by role, its terminals, operators and administrators (spec §3, §4, §6). */
export default async function OrganisationPage({ params }: { params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  const [data, t] = await Promise.all([loadOrganisationPage(await pageCaller(alias, session), session.user.roles), getTranslations('Organisation')]);
  return (
    <PageMessages part="organisation">
      <PageHeading title={t('title')} />
      <OrganisationClient data={data} roles={session.user.roles} />
    </PageMessages>
  );
}
