import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buildPath } from '@/lib/domain/routes';
import styles from './operations-nav.module.css';

const SECTIONS = ['dashboard', 'list', 'onMap', 'reconciliation'] as const;

/** The screens of the Операции tab. */
export async function OperationsNav({ alias, current }: { alias: string | null; current: (typeof SECTIONS)[number] }) {
  const t = await getTranslations('Operations');
  return (
    <nav aria-label={t('sectionNav')} className={`${styles.nav} bo-no-print`}>
      {SECTIONS.map((section) => (
        <NextLink
          key={section}
          className={styles.section}
          href={buildPath(alias, section)}
          prefetch={false}
          aria-current={section === current ? 'page' : undefined}
        >
          {t(section)}
        </NextLink>
      ))}
    </nav>
  );
}
