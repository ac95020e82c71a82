import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LanguageSelect } from '@/components/layout/language-select';
import { PageMessages } from '@/components/layout/page-messages';
import { TenantLogo } from '@/components/layout/tenant-logo';
import { guestSettings, languageList } from '@/lib/tenant/reference-data';
import { tenantBrand } from '@/lib/tenant/brand';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { buildPath } from '@/lib/domain/routes';
import styles from '@/components/plain/plain.module.css';

/**
 * Spec §2 "Unauthorized layout": logo, a card, and a footer with licence, description, year, link, attachment
 * and a language selector. Plain server-rendered HTML and CSS: nothing here hydrates but the language select.
 */
export default async function GuestLayout({ children, params }: { children: ReactNode; params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const [settings, languages, t] = await Promise.all([
    guestSettings(alias).catch(() => []),
    languageList(alias).catch(() => []),
    getTranslations('Footer'),
  ]);
  const { footer } = tenantBrand(settings);
  return (
    <PageMessages part="guest">
      <div className={styles.page}>
        <header className={styles.header}>
          <TenantLogo alias={alias} invert={false} />
        </header>
        <main className={styles.main}>
          <div className={styles.card}>
            <div className={styles.cardBody}>{children}</div>
          </div>
        </main>
        <footer className={styles.footer}>
          <div className={styles.footerRow}>
            <div className={styles.footerText}>
              {footer.description && <p data-testid="footer-description">{footer.description}</p>}
              <div className={styles.footerLinks}>
                {footer.licence && <p data-testid="footer-licence">{footer.licence}</p>}
                {footer.year && <p data-testid="footer-year">© {footer.year}</p>}
                {footer.link && (
                  <a href={footer.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {new URL(footer.link).host}
                  </a>
                )}
                {footer.attachment && (
                  <a href={footer.attachment} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {t('attachment')}
                  </a>
                )}
                <a href={buildPath(alias, 'privacyPolicy')} className={styles.link}>
                  {t('privacyPolicy')}
                </a>
              </div>
            </div>
            <LanguageSelect languages={languages} />
          </div>
        </footer>
      </div>
    </PageMessages>
  );
}
