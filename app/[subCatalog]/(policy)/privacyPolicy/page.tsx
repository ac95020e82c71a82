import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { upstreamJson } from '@/lib/acquiring/upstream';
import { pageDeadline } from '@/lib/acquiring/page-deadline';
import { sanitizePolicyHtml } from '@/lib/account/privacy-html';
import { safeHttpUrl } from '@/lib/tenant/brand';
import type { PrivacyPolicy } from '@/lib/acquiring/contract';
import kit from '@/components/plain/kit.module.css';
import styles from './policy.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Pages');
  return { title: t('privacyPolicyTitle') };
}

/** Spec §2 `/privacyPolicy`: the policy of the current language, its HTML sanitised. */
export default async function PrivacyPolicyPage({ params }: { params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const deadline = await pageDeadline();
  const [locale, t, tAccount, policies] = await Promise.all([
    getLocale(),
    getTranslations('Pages'),
    getTranslations('Account'),
    upstreamJson<PrivacyPolicy[]>({ alias, path: 'api/privacy-policy/', deadline }).catch(() => []),
  ]);
  const policy = policies.find((item) => item.languageId === locale) ?? policies[0];
  const externalUrl = policy?.url ? safeHttpUrl(policy.url) : '';
  return (
    <>
      <h1 className={styles.title}>{t('privacyPolicyTitle')}</h1>
      {policy?.content ? (
        // Sanitised on the server (lib/account/privacy-html.ts): an allowlist of tags and attributes, no script, no handlers.
        <div className={`policy ${styles.policy}`} dangerouslySetInnerHTML={{ __html: sanitizePolicyHtml(policy.content) }} />
      ) : (
        <p className={kit.muted}>{tAccount('privacyEmpty')}</p>
      )}
      {externalUrl && (
        <a className={kit.link} href={externalUrl} target="_blank" rel="noopener noreferrer">
          {tAccount('privacyLink')}
        </a>
      )}
    </>
  );
}
