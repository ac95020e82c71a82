'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { Box, Flex } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { activeTab, buildPath, parsePath, type TabId } from '@/lib/domain/routes';
import { usePrefetchAllowed } from '@/lib/client/prefetch';

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
    <Flex as="ul" listStyleType="none" m="0" p="0" gap={direction === 'row' ? '1' : '0'} direction={direction}>
      {tabs.map((tab) => {
        const active = tab.id === current;
        return (
          <Box as="li" key={tab.id}>
            <Box
              asChild
              display="block"
              px="4"
              py={direction === 'row' ? '2' : '3'}
              borderRadius="md"
              fontWeight="medium"
              textDecoration="none"
              color={direction === 'row' ? 'brand.contrast' : 'gray.900'}
              bg={active ? (direction === 'row' ? 'blackAlpha.300' : 'brand.subtle') : 'transparent'}
              _hover={{ bg: direction === 'row' ? 'blackAlpha.200' : 'gray.100' }}
              _focusVisible={{ outline: '2px solid', outlineColor: direction === 'row' ? 'white' : 'brand.solid', outlineOffset: '2px' }}
            >
              <NextLink href={buildPath(alias, tab.page)} prefetch={prefetch} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                {t(TAB_LABEL[tab.id])}
              </NextLink>
            </Box>
          </Box>
        );
      })}
    </Flex>
  );
}
