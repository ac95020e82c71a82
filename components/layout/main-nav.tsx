'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { activeTab, buildPath, parsePath, type TabId } from '@/lib/domain/routes';
import { usePrefetchAllowed } from '@/lib/client/prefetch';
import styles from './shell.module.css';

const TAB_LABEL: Record<TabId, 'tabOperations' | 'tabOrganisation' | 'tabWindow'> = {
  operations: 'tabOperations',
  organisation: 'tabOrganisation',
  window: 'tabWindow',
};

export interface NavTab {
  id: TabId;
  page: 'dashboard' | 'organisation' | 'window';
}

/** Header tabs (spec §2): Операции is active on dashboard, list, onMap and reconciliation. */
export function MainNav({ alias, tabs, direction = 'row', onNavigate }: { alias: string | null; tabs: NavTab[]; direction?: 'row' | 'column'; onNavigate?: () => void }) {
  const t = useTranslations('Shell');
  const pathname = usePathname();
  const prefetch = usePrefetchAllowed();
  const parsed = parsePath(pathname);
  const current = parsed ? activeTab(parsed.page) : null;
  return (
    <ul className={direction === 'row' ? styles.tabs : `${styles.tabs} ${styles.tabsColumn}`}>
      {tabs.map((tab) => (
        <li key={tab.id}>
          <NextLink className={styles.tab} href={buildPath(alias, tab.page)} prefetch={prefetch} aria-current={tab.id === current ? 'page' : undefined} onClick={onNavigate}>
            {t(TAB_LABEL[tab.id])}
          </NextLink>
        </li>
      ))}
    </ul>
  );
}
