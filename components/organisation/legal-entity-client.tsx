'use client';

import { useMemo } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { Card, Flex, Link, Text } from '@chakra-ui/react';
import type { Role } from '@/lib/acquiring/contract/session';
import type { LegalEntityPageData } from '@/lib/organisation/load';
import { outletSummaries, type OutletSummary } from '@/lib/organisation/legal-entity';
import { buildPath } from '@/lib/domain/paths';
import { useApp } from '@/components/layout/app-provider';
import { useInitialFailures } from '@/components/layout/use-failure-alert';
import { OrganisationDetails } from './organisation-details';
import { ResponsiveList, type ListColumn } from './responsive-list';
import { Section } from './section';
import { TerminalsSection } from './terminals-section';

/** The way back to the holding, and where the user is. */
function Trail({ holdingTitle, companyName }: { holdingTitle: string | null; companyName: string | null }) {
  const t = useTranslations('Organisation');
  const organisationPath = buildPath(useApp().alias, 'organisation');
  return (
    <Flex as="nav" aria-label={t('trail')} wrap="wrap" gap="2" mb="4" textStyle="sm" data-testid="organisation-trail">
      <Link asChild color="brand.fg" fontWeight="medium">
        <NextLink href={organisationPath} prefetch={false}>
          {holdingTitle ? `${t('holding')}: ${holdingTitle}` : t('backToHolding')}
        </NextLink>
      </Link>
      {companyName && (
        <>
          <Text as="span" color="fg.muted" aria-hidden="true">
            /
          </Text>
          <Text as="span" aria-current="page">
            {companyName}
          </Text>
        </>
      )}
    </Flex>
  );
}

/** Issue 34: a legal entity the holding opened — its details, its outlets with their terminal counts, and the terminals. */
export function LegalEntityClient({ data, roles }: { data: LegalEntityPageData; roles: Role[] }) {
  const t = useTranslations('Organisation');
  useInitialFailures(data.failures);
  const { company } = data;
  const outlets = useMemo(() => (company ? outletSummaries(company.merchantList, data.terminals) : []), [company, data.terminals]);

  if (!company) {
    return (
      <>
        <Trail holdingTitle={data.holding?.title ?? null} companyName={null} />
        <Card.Root mb="8">
          <Card.Body p={{ base: '4', sm: '6' }}>
            <Text role="status" data-testid="legal-entity-not-found">
              {t('legalEntityNotFound')}
            </Text>
          </Card.Body>
        </Card.Root>
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
      <Trail holdingTitle={data.holding?.title ?? null} companyName={company.name} />
      <OrganisationDetails organisation={{ kind: 'company', company }} opened />
      <Section id="outlets-heading" title={t('outlets')}>
        <ResponsiveList label={t('outlets')} columns={columns} rows={outlets} rowKey={(row) => row.id} cardTitle={(row) => row.name} empty={t('noOutlets')} testId="outlets" />
      </Section>
      {/* spec §6: terminal actions are the merchant's, so no close-day setting is read here */}
      <TerminalsSection terminals={data.terminals} roles={roles} closeDaySetting="" outletColumn />
    </>
  );
}
