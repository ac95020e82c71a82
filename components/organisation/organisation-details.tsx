import { Fragment, type ReactNode } from 'react';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Company, Holding, Merchant } from '@/lib/acquiring/contract/organisation';
import type { OrganisationData } from '@/lib/organisation/load';
import { legalEntityHref } from '@/lib/organisation/legal-entity';
import org from '@/lib/theme/static/organisation.parts';
import { CompanyHeading } from './company-heading';
import { ReaderPassword } from './reader-password';

type Translate = Awaited<ReturnType<typeof getTranslations<'Organisation'>>>;

function Details({ items }: { items: { label: string; value: ReactNode; testId: string }[] }) {
  return (
    <dl className={org.details}>
      {items.map((item) => (
        <Fragment key={item.testId}>
          <dt className={org.detailLabel}>{item.label}</dt>
          <dd className={org.detailValue} data-testid={item.testId}>
            {item.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function HoldingDetails({ holding, organisationPath, t }: { holding: Holding; organisationPath: string; t: Translate }) {
  return (
    <div className={org.stack}>
      <h2 className={org.sectionTitle} data-testid="holding-title">
        {t('holding')}: {holding.title}
      </h2>
      <Details items={[{ label: t('id'), value: holding.id, testId: 'holding-id' }]} />
      <h3 className={org.subTitle}>{t('legalEntities')}</h3>
      <div className={org.scroll}>
        <table className={org.table} aria-label={t('legalEntities')} data-testid="legal-entities">
          <thead className={org.head}>
            <tr className={org.headRow}>
              <th scope="col" className={org.th}>
                {t('name')}
              </th>
              <th scope="col" className={org.th}>
                {t('inn')}
              </th>
            </tr>
          </thead>
          <tbody className={org.body}>
            {holding.companyList.map((company) => (
              <tr key={company.id} className={org.row}>
                <td className={org.cell}>
                  {/* Issue 34: the holding opens a legal entity, its outlets and terminals */}
                  <NextLink href={legalEntityHref(organisationPath, company.id)} prefetch={false} className={org.link}>
                    {company.name}
                  </NextLink>
                </td>
                <td className={org.cellNowrap}>{company.inn ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function CompanyDetails({ company, focused, t }: { company: Company; focused: boolean; t: Translate }) {
  return (
    <div className={org.stackTight}>
      <CompanyHeading name={company.name} focused={focused} />
      <Details
        items={[
          { label: t('inn'), value: company.inn, testId: 'company-inn' },
          { label: t('legalAddress'), value: company.legalAddress || t('notSet'), testId: 'company-legal-address' },
          { label: t('realAddress'), value: company.realAddress || t('notSet'), testId: 'company-real-address' },
          { label: t('outlets'), value: company.merchantList.map((m) => m.name).join(', ') || '—', testId: 'company-outlets' },
        ]}
      />
    </div>
  );
}

function MerchantDetails({ merchant, t }: { merchant: Merchant; t: Translate }) {
  return (
    <div className={org.stackTight}>
      <h2 className={org.sectionTitle} data-testid="merchant-name">
        {merchant.name}
      </h2>
      <Details
        items={[
          { label: t('externalId'), value: merchant.externalId, testId: 'merchant-external-id' },
          { label: t('outletName'), value: merchant.name, testId: 'merchant-outlet-name' },
          { label: t('legalAddress'), value: merchant.legalAddress || t('notSet'), testId: 'merchant-legal-address' },
          { label: t('inn'), value: merchant.inn, testId: 'merchant-inn' },
          { label: t('phone'), value: merchant.phone || t('notSet'), testId: 'merchant-phone' },
          { label: t('site'), value: merchant.site || t('notSet'), testId: 'merchant-site' },
        ]}
      />
      <ReaderPassword merchantId={merchant.id} grants={merchant.merchantGrantList} />
    </div>
  );
}

/**
 * Spec §3/§4: the holding (id, title, legal entities), the company, or the operator's outlet, rendered on the
 * server. `opened`: the company is one the holding opened (its name takes the focus).
 */
export async function OrganisationDetails({ organisation, organisationPath, opened = false }: { organisation: OrganisationData; organisationPath: string; opened?: boolean }) {
  const t = await getTranslations('Organisation');
  return (
    <div className={org.detailsCard} data-testid="organisation-details">
      <div className={org.detailsBody}>
        {organisation.kind === 'holding' && <HoldingDetails holding={organisation.holding} organisationPath={organisationPath} t={t} />}
        {organisation.kind === 'company' && <CompanyDetails company={organisation.company} focused={opened} t={t} />}
        {organisation.kind === 'merchant' && <MerchantDetails merchant={organisation.merchant} t={t} />}
        {organisation.kind === 'none' && <p className={org.muted}>{t('noOrganisation')}</p>}
      </div>
    </div>
  );
}
