import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { OrganisationView } from '@/components/organisation/organisation-view';
import { LegalEntityView } from '@/components/organisation/legal-entity-view';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { buildPath } from '@/lib/domain/paths';
import { loadLegalEntityPage, loadOrganisationPage } from '@/lib/organisation/load';
import { LEGAL_ENTITY_PARAM, legalEntityIdFrom } from '@/lib/organisation/legal-entity';
import { hasRole } from '@/lib/domain/roles';
import { pageCaller } from '@/lib/page-load/page-deadline';
import { PageMessages } from '@/components/layout/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Organisation'))('title') };
}

interface OrganisationPageProps {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Организация: the organisation by role, its terminals, operators and administrators (spec §3, §4, §6); a holding
 * opens one of its legal entities with `?company={id}` (issue 34). Rendered on the server: what a merchant touches
 * (the filters, the row menus, the dialogs) is a client component where it is used; a change renders it again.
 */
export default async function OrganisationPage({ params, searchParams }: OrganisationPageProps) {
  const alias = aliasFromSegment((await params).subCatalog);
  const [session, query] = await Promise.all([requireSession(alias), searchParams]);
  const { roles } = session.user;
  const caller = await pageCaller(alias, session);
  const companyId = hasRole(roles, 'holding') ? legalEntityIdFrom(query[LEGAL_ENTITY_PARAM]) : null;
  const organisationPath = buildPath(alias, 'organisation');
  // a render's failures are announced once; the render after a change (router.refresh()) announces its own
  const rendered = new Date().getTime();
  const [view, t] = await Promise.all([
    companyId === null
      ? loadOrganisationPage(caller, roles).then((data) => <OrganisationView data={data} roles={roles} organisationPath={organisationPath} rendered={rendered} />)
      : loadLegalEntityPage(caller, companyId).then((data) => (
          <LegalEntityView key={companyId} data={data} roles={roles} organisationPath={organisationPath} rendered={rendered} />
        )),
    getTranslations('Organisation'),
  ]);
  return (
    <PageMessages part="organisation">
      <PageHeading title={t('title')} />
      {view}
    </PageMessages>
  );
}
