import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { callEndpoint } from '@/lib/acquiring/upstream';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { pageDeadline } from '@/lib/page-load/page-deadline';
import { sanitizePolicyHtml } from '@/lib/account/privacy-html';
import { safeHttpUrl } from '@/lib/tenant/brand';
import { Box, Heading, Link, Text } from '@chakra-ui/react';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Pages');
  return { title: t('privacyPolicyTitle') };
}

/** The sanitised policy's own markup (headings, paragraphs, lists, links) in the page's type scale. */
const POLICY_CSS = {
  '& h2, & h3': { mt: '4', mb: '2', fontSize: 'md', fontWeight: 'semibold' },
  '& p': { mb: '2' },
  '& ul, & ol': { mb: '2', ps: '5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
} as const;

/** Spec §2 `/privacyPolicy`: the policy of the current language, its HTML sanitised. */
export default async function PrivacyPolicyPage({ params }: { params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const deadline = await pageDeadline();
  const [locale, t, tAccount, policies] = await Promise.all([
    getLocale(),
    getTranslations('Pages'),
    getTranslations('Account'),
    callEndpoint(ENDPOINTS.privacyPolicies, { alias, deadline }).catch(() => []),
  ]);
  const policy = policies.find((item) => item.languageId === locale) ?? policies[0];
  const externalUrl = policy?.url ? safeHttpUrl(policy.url) : '';
  return (
    <>
      <Heading as="h1" size="xl">
        {t('privacyPolicyTitle')}
      </Heading>
      {policy?.content ? (
        // Sanitised on the server (lib/account/privacy-html.ts): an allowlist of tags and attributes, no script, no handlers.
        <Box className="policy" fontSize="15px" lineHeight="24px" overflowWrap="anywhere" css={POLICY_CSS} dangerouslySetInnerHTML={{ __html: sanitizePolicyHtml(policy.content) }} />
      ) : (
        <Text color="fg.muted">{tAccount('privacyEmpty')}</Text>
      )}
      {externalUrl && (
        <Link href={externalUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" alignSelf="flex-start">
          {tAccount('privacyLink')}
        </Link>
      )}
    </>
  );
}
