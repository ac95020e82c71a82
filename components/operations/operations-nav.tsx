import { getTranslations } from 'next-intl/server';
import { buildPath } from '@/lib/domain/routes';
import { OperationsNavLink } from './operations-nav-link';
import styles from './operations-nav.module.css';

const SECTIONS = ['dashboard', 'list', 'onMap', 'reconciliation'] as const;
/** The screens over the transaction filter: moving between them keeps it. */
const FILTERED: ReadonlySet<string> = new Set(['list', 'onMap']);

/** The screens of the Операции tab. */
export async function OperationsNav({ alias, current }: { alias: string | null; current: (typeof SECTIONS)[number] }) {
  const t = await getTranslations('Operations');
  return (
    <nav aria-label={t('sectionNav')} className={`${styles.nav} bo-no-print`}>
      {SECTIONS.map((section) => (
        <OperationsNavLink
          key={section}
          className={styles.section}
          href={buildPath(alias, section)}
          carryFilter={FILTERED.has(current) && FILTERED.has(section)}
          current={section === current}
        >
          {t(section)}
        </OperationsNavLink>
      ))}
    </nav>
  );
}
