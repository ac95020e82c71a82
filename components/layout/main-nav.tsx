'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Box, Link } from '@chakra-ui/react';
import { buildPath, pageAt } from '@/lib/domain/paths';
import { activeTab, type TabId } from '@/lib/domain/tabs';
import { usePrefetchAllowed } from '@/lib/client/prefetch';
import { tabStyle } from './shell-styles';

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
  const page = pageAt(alias, pathname);
  const current = page ? activeTab(page) : null;
  const tab = tabStyle(direction);
  return (
    <Box as="ul" display="flex" flexDirection={direction} gap={direction === 'row' ? '1' : '0'} listStyle="none" m="0" p="0">
      {tabs.map((item) => (
        <li key={item.id}>
          <Link asChild css={tab}>
            <NextLink href={buildPath(alias, item.page)} prefetch={prefetch} aria-current={item.id === current ? 'page' : undefined} onClick={onNavigate}>
              {t(TAB_LABEL[item.id])}
            </NextLink>
          </Link>
        </li>
      ))}
    </Box>
  );
}
