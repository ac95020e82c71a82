import type { Metadata } from 'next';
import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { getLocale, getTranslations } from 'next-intl/server';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { upstreamJson } from '@/lib/acquiring/upstream';
import { sanitizePolicyHtml } from '@/lib/account/privacy-html';
import { safeHttpUrl } from '@/lib/tenant/brand';
import type { PrivacyPolicy } from '@/lib/acquiring/contract';
import { ChakraScope } from '@/components/layout/chakra-scope';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Pages');
  return { title: t('privacyPolicyTitle') };
}

/** Spec §2 `/privacyPolicy`: the policy of the current language, its HTML sanitised. */
export default async function PrivacyPolicyPage({ params }: { params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const [locale, t, tAccount] = await Promise.all([getLocale(), getTranslations('Pages'), getTranslations('Account')]);
  const policies = await upstreamJson<PrivacyPolicy[]>({ alias, path: 'api/privacy-policy/' }).catch(() => []);
  const policy = policies.find((item) => item.languageId === locale) ?? policies[0];
  const externalUrl = policy?.url ? safeHttpUrl(policy.url) : '';
  return (
    <ChakraScope>
      <Heading as="h1" size="lg">
        {t('privacyPolicyTitle')}
      </Heading>
      {policy?.content ? (
        <Box
          className="policy"
          fontSize="sm"
          maxH={{ base: 'none', sm: '60vh' }}
          overflowY="auto"
          css={{ '& h2, & h3': { fontWeight: 'semibold', mt: '4', mb: '2' }, '& p': { mb: '2' }, '& ul, & ol': { ps: '5', mb: '2' }, '& a': { color: 'brand.fg', textDecoration: 'underline' } }}
          dangerouslySetInnerHTML={{ __html: sanitizePolicyHtml(policy.content) }}
        />
      ) : (
        <Text color="gray.700">{tAccount('privacyEmpty')}</Text>
      )}
      {externalUrl && (
        <Link href={externalUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {tAccount('privacyLink')}
        </Link>
      )}
    </ChakraScope>
  );
}
