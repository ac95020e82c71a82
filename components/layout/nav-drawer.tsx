'use client';

import { useTranslations } from 'next-intl';
import { Box } from '@chakra-ui/react';
import { DrawerBody, DrawerCloseTrigger, DrawerContent, DrawerHeader, DrawerRoot, DrawerTitle } from '@/components/ui/drawer';
import { MainNav, type NavTab } from './main-nav';
import { LanguageSelect } from './language-select';
import type { Language } from '@/lib/acquiring/contract/reference-data';

interface NavDrawerProps {
  alias: string | null;
  tabs: NavTab[];
  languages: Language[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The burger menu (spec §2 "On narrow screens the tabs collapse into a burger menu"): a drawer from the start. */
export default function NavDrawer({ alias, tabs, languages, open, onOpenChange }: NavDrawerProps) {
  const t = useTranslations('Shell');
  return (
    <DrawerRoot open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <DrawerContent>
        <DrawerHeader>
          <DrawerTitle>{t('mainNavigation')}</DrawerTitle>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label={t('mainNavigation')}>
            <MainNav alias={alias} tabs={tabs} direction="column" onNavigate={() => onOpenChange(false)} />
          </nav>
          <Box mt="6">
            <LanguageSelect languages={languages} />
          </Box>
        </DrawerBody>
        <DrawerCloseTrigger aria-label={t('closeMenu')} />
      </DrawerContent>
    </DrawerRoot>
  );
}
