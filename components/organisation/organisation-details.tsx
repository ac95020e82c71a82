'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainCheckbox } from '@/components/plain/inputs';
import kit from '@/components/plain/kit.module.css';
import type { ApiResult, Company, Holding, Merchant, MerchantGrant, MerchantGrantRequest } from '@/lib/acquiring/contract';
import type { OrganisationData } from '@/lib/organisation/load';
import { readerPasswordGrant } from '@/lib/organisation/grants';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import styles from './organisation.module.css';

function Details({ items }: { items: { label: string; value: ReactNode; testId: string }[] }) {
  return (
    <dl className={styles.detailList}>
      {items.map((item) => (
        <div key={item.testId} className={styles.pair}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HoldingDetails({ holding }: { holding: Holding }) {
  const t = useTranslations('Organisation');
  return (
    <div className={kit.stack}>
      <h2 className={kit.sectionTitle} data-testid="holding-title">
        {t('holding')}: {holding.title}
      </h2>
      <Details items={[{ label: t('id'), value: holding.id, testId: 'holding-id' }]} />
      <h3 className={kit.subTitle}>{t('legalEntities')}</h3>
      <div className={`${styles.tableBox} ${styles.tableBoxAlways}`}>
        <table className={kit.table} aria-label={t('legalEntities')} data-testid="legal-entities">
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('inn')}</th>
            </tr>
          </thead>
          <tbody>
            {holding.companyList.map((company) => (
              <tr key={company.id}>
                <td>{company.name}</td>
                <td className={styles.nowrap}>{company.inn ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  const t = useTranslations('Organisation');
  return (
    <div className={styles.compactStack}>
      <h2 className={kit.sectionTitle} data-testid="company-name">
        {company.name}
      </h2>
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

function MerchantDetails({ merchant }: { merchant: Merchant }) {
  const t = useTranslations('Organisation');
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const [grants, setGrants] = useState<MerchantGrant[]>(merchant.merchantGrantList);
  const [saving, setSaving] = useState(false);
  const grant = readerPasswordGrant(grants);

  async function save(checked: boolean) {
    setSaving(true);
    const request: MerchantGrantRequest = { merchantId: merchant.id, grantId: grant.grantId, value: checked ? '1' : '0' };
    try {
      const answer = await api<ApiResult<MerchantGrant[]>>('api/merchant/grant', { method: 'POST', json: request });
      setGrants(answer.result);
      alerts.push('success', t('readerPasswordSaved'));
    } catch (error) {
      alertFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.compactStack}>
      <h2 className={kit.sectionTitle} data-testid="merchant-name">
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
      <PlainCheckbox
        className={styles.grantCheckbox}
        label={t('readerPassword')}
        checked={grant.checked}
        disabled={saving}
        onChange={(event) => void save(event.target.checked)}
      />
    </div>
  );
}

/** Spec §3/§4: the holding (id, title, legal entities), the company, or the operator's outlet. */
export function OrganisationDetails({ organisation }: { organisation: OrganisationData }) {
  const t = useTranslations('Organisation');
  return (
    <div className={`${kit.panel} ${styles.details}`} data-testid="organisation-details">
      {organisation.kind === 'holding' && <HoldingDetails holding={organisation.holding} />}
      {organisation.kind === 'company' && <CompanyDetails company={organisation.company} />}
      {organisation.kind === 'merchant' && <MerchantDetails merchant={organisation.merchant} />}
      {organisation.kind === 'none' && <p className={kit.muted}>{t('noOrganisation')}</p>}
    </div>
  );
}
