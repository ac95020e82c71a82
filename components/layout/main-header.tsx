'use client';

import { useState, type ReactNode } from 'react';
import { Box, CloseButton, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { MainNav, type NavTab } from './main-nav';
import { LanguageSelect } from './language-select';
import { UserMenu } from './user-menu';
import type { Language } from '@/lib/acquiring/contract';

function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

interface MainHeaderProps {
  alias: string | null;
  logo: ReactNode;
  tabs: NavTab[];
  languages: Language[];
  fullName: string;
  roleLabel: string;
}

/** Spec §2 "Main layout" header; below 960 px the tabs collapse into a burger menu. */
export function MainHeader({ alias, logo, tabs, languages, fullName, roleLabel }: MainHeaderProps) {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="1440px" mx="auto" h="16" px={{ base: '2', sm: '4' }} align="center" gap={{ base: '1', sm: '4' }}>
        <IconButton
          display={{ base: 'inline-flex', md: 'none' }}
          variant="ghost"
          color="brand.contrast"
          aria-label={t('openMenu')}
          aria-expanded={open}
          onClick={() => setOpen(true)}
          _hover={{ bg: 'blackAlpha.200' }}
        >
          <BurgerIcon />
        </IconButton>
        <Box flexShrink={0}>{logo}</Box>
        <Box as="nav" aria-label={t('mainNavigation')} display={{ base: 'none', md: 'block' }} flex="1">
          <MainNav alias={alias} tabs={tabs} />
        </Box>
        <Box flex={{ base: '1', md: '0' }} />
        <Box display={{ base: 'none', sm: 'block' }}>
          <LanguageSelect languages={languages} onBrand />
        </Box>
        <UserMenu fullName={fullName} roleLabel={roleLabel} />
      </Flex>
      <Drawer.Root open={open} onOpenChange={(event) => setOpen(event.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="280px">
              <Drawer.Header>
                <Drawer.Title>{t('mainNavigation')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Box as="nav" aria-label={t('mainNavigation')}>
                  <MainNav alias={alias} tabs={tabs} direction="column" onNavigate={() => setOpen(false)} />
                </Box>
                <Box mt="6">
                  <LanguageSelect languages={languages} />
                </Box>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('closeMenu')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
