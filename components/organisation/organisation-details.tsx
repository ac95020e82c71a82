'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { Box, Card, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { CheckboxOnDemand } from '@/components/ui/checkbox-on-demand';
import type { Company, Holding, Merchant, MerchantGrant, MerchantGrantRequest } from '@/lib/acquiring/contract/organisation';
import type { OrganisationData } from '@/lib/organisation/load';
import { readerPasswordGrant } from '@/lib/organisation/grants';
import { legalEntityHref } from '@/lib/organisation/legal-entity';
import { buildPath } from '@/lib/domain/paths';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { DataTable } from '@/components/ui/data-table';

function Details({ items }: { items: { label: string; value: ReactNode; testId: string }[] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(12rem, auto) 1fr' }} columnGap="6" rowGap={{ sm: '2' }}>
      {items.map((item) => (
        <Box key={item.testId} display="contents">
          <Box as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
            {item.label}
          </Box>
          <Box as="dd" overflowWrap="anywhere" data-testid={item.testId}>
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function HoldingDetails({ holding }: { holding: Holding }) {
  const t = useTranslations('Organisation');
  const organisationPath = buildPath(useApp().alias, 'organisation');
  return (
    <Stack gap="4" minW="0">
      <Heading as="h2" size="lg" data-testid="holding-title">
        {t('holding')}: {holding.title}
      </Heading>
      <Details items={[{ label: t('id'), value: holding.id, testId: 'holding-id' }]} />
      <Heading as="h3" size="md">
        {t('legalEntities')}
      </Heading>
      <DataTable label={t('legalEntities')} testId="legal-entities">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col">{t('name')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('inn')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {holding.companyList.map((company) => (
            <Table.Row key={company.id}>
              <Table.Cell>
                {/* Issue 34: the holding opens a legal entity, its outlets and terminals */}
                <Link asChild color="brand.fg" fontWeight="medium">
                  <NextLink href={legalEntityHref(organisationPath, company.id)} prefetch={false}>
                    {company.name}
                  </NextLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{company.inn ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </DataTable>
    </Stack>
  );
}

function CompanyDetails({ company, focused }: { company: Company; focused: boolean }) {
  const t = useTranslations('Organisation');
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the holding's list, the link that had the focus is gone: the keyboard goes on from the entity's name.
  useEffect(() => {
    if (focused) heading.current?.focus();
  }, [focused]);
  return (
    <Stack gap="3" minW="0">
      <Heading as="h2" size="lg" data-testid="company-name" ref={heading} tabIndex={focused ? -1 : undefined} outline="none">
        {company.name}
      </Heading>
      <Details
        items={[
          { label: t('inn'), value: company.inn, testId: 'company-inn' },
          { label: t('legalAddress'), value: company.legalAddress || t('notSet'), testId: 'company-legal-address' },
          { label: t('realAddress'), value: company.realAddress || t('notSet'), testId: 'company-real-address' },
          { label: t('outlets'), value: company.merchantList.map((m) => m.name).join(', ') || '—', testId: 'company-outlets' },
        ]}
      />
    </Stack>
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
      const answer = await api(ENDPOINTS.merchantGrant, { json: request });
      setGrants(answer.result);
      alerts.push('success', t('readerPasswordSaved'));
    } catch (error) {
      alertFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="3" minW="0">
      <Heading as="h2" size="lg" data-testid="merchant-name">
        {merchant.name}
      </Heading>
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
      <CheckboxOnDemand alignSelf="flex-start" mt="2" checked={grant.checked} disabled={saving} onCheckedChange={(event) => void save(event.checked === true)}>
        {t('readerPassword')}
      </CheckboxOnDemand>
    </Stack>
  );
}

/**
 * Spec §3/§4: the holding (id, title, legal entities), the company, or the operator's outlet. `opened`: the company is
 * one the holding opened (its name takes the focus).
 */
export function OrganisationDetails({ organisation, opened = false }: { organisation: OrganisationData; opened?: boolean }) {
  const t = useTranslations('Organisation');
  return (
    <Card.Root mb="8" data-testid="organisation-details">
      <Card.Body p={{ base: '4', sm: '6' }}>
        {organisation.kind === 'holding' && <HoldingDetails holding={organisation.holding} />}
        {organisation.kind === 'company' && <CompanyDetails company={organisation.company} focused={opened} />}
        {organisation.kind === 'merchant' && <MerchantDetails merchant={organisation.merchant} />}
        {organisation.kind === 'none' && <Text color="fg.muted">{t('noOrganisation')}</Text>}
      </Card.Body>
    </Card.Root>
  );
}
