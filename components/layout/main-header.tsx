'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Box, Flex, IconButton } from '@chakra-ui/react';
import { MainNav, type NavTab } from './main-nav';
import { LanguageSelect } from './language-select';
import { UserMenu } from './user-menu';
import { OperationSearchButton } from './operation-search-button';
import type { Language } from '@/lib/acquiring/contract/reference-data';
import type { ColorMode } from '@/lib/theme/color-mode';
import { burger, headerLanguage, headerNav, ON_BRAND_FOCUS, onBrandButton, spacer } from './shell-styles';

// The burger's drawer loads when it is first opened: most users never open it.
const NavDrawer = dynamic(() => import('./nav-drawer'), { ssr: false });

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
  /** The mode the server rendered (null: the page follows the device). */
  colorMode: ColorMode | null;
}

/** Spec §2 "Main layout" header; at 960 px or less (spec §9 breakpoints) the tabs collapse into a burger menu (a drawer from the start). */
export function MainHeader({ alias, logo, tabs, languages, fullName, roleLabel, colorMode }: MainHeaderProps) {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <Box as="header" position="sticky" top="0" zIndex="20" color="brand.contrast" bg="brand.solid" boxShadow="xs">
      <Flex align="center" gap={{ base: '1', sm: '4' }} maxW="1440px" h="16" mx="auto" px={{ base: '2', sm: '4' }}>
        <IconButton
          variant="ghost"
          size="md"
          css={{ ...onBrandButton, ...burger }}
          aria-label={t('openMenu')}
          aria-expanded={open}
          onClick={() => {
            setDrawerWanted(true);
            setOpen(true);
          }}
        >
          <BurgerIcon />
        </IconButton>
        <Box flexShrink="0" css={{ '& a': { display: 'block', borderRadius: 'l1' }, '& a:focus-visible': ON_BRAND_FOCUS }}>
          {logo}
        </Box>
        <Box as="nav" aria-label={t('mainNavigation')} css={headerNav}>
          <MainNav alias={alias} tabs={tabs} />
        </Box>
        <Box css={spacer} />
        <OperationSearchButton />
        <Box css={headerLanguage}>
          <LanguageSelect languages={languages} onBrand />
        </Box>
        <UserMenu fullName={fullName} roleLabel={roleLabel} colorMode={colorMode} />
      </Flex>
      {drawerWanted && <NavDrawer alias={alias} tabs={tabs} languages={languages} open={open} onOpenChange={setOpen} />}
    </Box>
  );
}
