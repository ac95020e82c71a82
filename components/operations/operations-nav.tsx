import { getTranslations } from 'next-intl/server';
import { buildPath } from '@/lib/domain/paths';
import { OperationsNavLink } from './operations-nav-link';
import page from '@/lib/theme/static/page.parts';

const SECTIONS = ['dashboard', 'list', 'onMap', 'reconciliation'] as const;
/** The screens over the transaction filter: moving between them keeps it. */
const FILTERED: ReadonlySet<string> = new Set(['list', 'onMap']);

/**
 * The screens of the Операции tab: a row of links, the current one in the brand colour. On a phone the row
 * wraps (it used to scroll sideways, which hid «Сверки» even on its own page).
 */
export async function OperationsNav({ alias, current }: { alias: string | null; current: (typeof SECTIONS)[number] }) {
  const t = await getTranslations('Operations');
  return (
    <nav aria-label={t('sectionNav')} className={`${page.sectionNav} bo-no-print`}>
      {SECTIONS.map((section) => (
        <OperationsNavLink key={section} href={buildPath(alias, section)} carryFilter={FILTERED.has(current) && FILTERED.has(section)} current={section === current}>
          {t(section)}
        </OperationsNavLink>
      ))}
    </nav>
  );
}
