import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Role } from '@/lib/acquiring/contract/session';
import type { LegalEntityPageData } from '@/lib/organisation/load';
import { outletSummaries, type OutletSummary } from '@/lib/organisation/legal-entity';
import org from '@/lib/theme/static/organisation.parts';
import { InitialFailures } from '@/components/layout/initial-failures';
import { OrganisationDetails } from './organisation-details';
import { ServerList, type ListColumn } from './server-list';
import { Section } from './section';
import { TerminalsSection } from './terminals-section';

/** The way back to the holding, and where the user is. */
function Trail({ organisationPath, back, companyName, label }: { organisationPath: string; back: string; companyName: string | null; label: string }) {
  return (
    <nav aria-label={label} className={org.trail} data-testid="organisation-trail">
      <NextLink href={organisationPath} prefetch={false} className={org.link}>
        {back}
      </NextLink>
      {companyName && (
        <>
          <span className={org.muted} aria-hidden="true">
            /
          </span>
          <span aria-current="page">{companyName}</span>
        </>
      )}
    </nav>
  );
}

interface LegalEntityViewProps {
  data: LegalEntityPageData;
  roles: readonly Role[];
  organisationPath: string;
  rendered: number;
}

/** Issue 34: a legal entity the holding opened — its details, its outlets with their terminal counts, and the terminals. */
export async function LegalEntityView({ data, roles, organisationPath, rendered }: LegalEntityViewProps) {
  const t = await getTranslations('Organisation');
  const { company } = data;
  const holdingTitle = data.holding?.title ?? null;
  const trail = { organisationPath, back: holdingTitle ? `${t('holding')}: ${holdingTitle}` : t('backToHolding'), label: t('trail') };
  const failures = <InitialFailures key={rendered} failures={data.failures} />;

  if (!company) {
    return (
      <>
        {failures}
        <Trail {...trail} companyName={null} />
        <div className={org.detailsCard}>
          <div className={org.detailsBody}>
            <p role="status" data-testid="legal-entity-not-found">
              {t('legalEntityNotFound')}
            </p>
          </div>
        </div>
      </>
    );
  }

  const columns: ListColumn<OutletSummary>[] = [
    { key: 'name', header: t('outletName'), render: (row) => row.name },
    { key: 'id', header: t('id'), render: (row) => row.id, nowrap: true },
    { key: 'terminals', header: t('terminals'), render: (row) => row.terminals, nowrap: true },
    { key: 'active', header: t('activeTerminals'), render: (row) => row.activeTerminals, nowrap: true },
  ];

  return (
    <>
      {failures}
      <Trail {...trail} companyName={company.name} />
      <OrganisationDetails organisation={{ kind: 'company', company }} organisationPath={organisationPath} opened />
      <Section id="outlets-heading" title={t('outlets')}>
        <ServerList
          label={t('outlets')}
          columns={columns}
          rows={outletSummaries(company.merchantList, data.terminals)}
          rowKey={(row) => row.id}
          cardTitle={(row) => row.name}
          empty={t('noOutlets')}
          testId="outlets"
        />
      </Section>
      {/* spec §6: terminal actions are the merchant's, so no close-day setting is read here */}
      <TerminalsSection terminals={data.terminals} roles={roles} closeDaySetting="" outletColumn />
    </>
  );
}
