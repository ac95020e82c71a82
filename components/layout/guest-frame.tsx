import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LanguageSelect } from './language-select';
import { PageMessages } from './page-messages';
import { TenantLogo } from './tenant-logo';
import { guestSettings, languageList } from '@/lib/tenant/reference-data';
import { inTime } from '@/lib/acquiring/page-deadline';
import { tenantBrand } from '@/lib/tenant/brand';
import { buildPath } from '@/lib/domain/routes';
import styles from '@/components/plain/plain.module.css';

/**
 * The frame of the pages without a session (spec §2 "Other layouts"): the tenant's logo, the page, and a footer
 * with licence, description, year, link, attachment and a language selector. `card`: the auth pages' narrow
 * card ("Unauthorized layout"); `document`: a reading column for the privacy policy ("Privacy-policy layout:
 * logo and footer"). Plain server-rendered HTML and CSS: nothing here hydrates but the language select.
 */
export async function GuestFrame({ alias, variant, children }: { alias: string | null; variant: 'card' | 'document'; children: ReactNode }) {
  const [settings, languages, t] = await Promise.all([
    inTime(guestSettings(alias), []),
    inTime(languageList(alias), []),
    getTranslations('Footer'),
  ]);
  const { footer } = tenantBrand(settings);
  return (
    <PageMessages part="guest">
      <div className={styles.page}>
        <header className={styles.header}>
          <TenantLogo alias={alias} />
        </header>
        <main className={styles.main}>
          {variant === 'card' ? (
            <div className={styles.card}>
              <div className={styles.cardBody}>{children}</div>
            </div>
          ) : (
            <div className={styles.document}>{children}</div>
          )}
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
