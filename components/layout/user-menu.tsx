'use client';

import { useTranslations } from 'next-intl';
import { Button, Menu, Text } from '@chakra-ui/react';
import { useApp } from './app-provider';
import { goToAuth, signOutStarted } from '@/lib/client/go-to-auth';
import { useAccountDialogs } from '@/components/account/account-dialogs';
import { MenuContent, MenuItem, MenuItemGroup, MenuItemGroupLabel, MenuRoot, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { useColorMode } from '@/components/ui/color-mode';
import type { ColorMode } from '@/lib/theme/color-mode';
import { onBrandButton, userButton } from './shell-styles';

const ACT_ITEM_LABEL = { generate: 'generateAct', show: 'showAct', send: 'sendAct' } as const;

/** The dark-mode switch of the menu. */
function ColorModeItem({ serverMode }: { serverMode: ColorMode | null }) {
  const t = useTranslations('Footer');
  const { colorMode, setColorMode } = useColorMode(serverMode);
  return (
    <Menu.CheckboxItem value="color-mode" checked={colorMode === 'dark'} onCheckedChange={(dark) => setColorMode(dark ? 'dark' : 'light')} closeOnSelect={false}>
      {t('darkMode')}
      <Menu.ItemIndicator />
    </Menu.CheckboxItem>
  );
}

/** Spec §2 "User menu": … Выйти: logs out, then goes to /auth. */
export function UserMenu({ fullName, roleLabel, colorMode }: { fullName: string; roleLabel: string; colorMode: ColorMode | null }) {
  const t = useTranslations('Shell');
  const { api, alias } = useApp();
  const { openChangePassword, actItems, openAct } = useAccountDialogs();

  async function logout() {
    signOutStarted();
    await api('api/session/logout', { method: 'POST' }).catch(() => null);
    goToAuth(alias);
  }

  return (
    <MenuRoot positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <Button variant="ghost" css={{ ...onBrandButton, ...userButton }} aria-label={`${fullName}, ${t('userMenu')}`} data-testid="user-menu">
          <Text as="span" truncate>
            {fullName}
          </Text>
        </Button>
      </MenuTrigger>
      <MenuContent minW="220px">
        <MenuItemGroup>
          <MenuItemGroupLabel>{roleLabel}</MenuItemGroupLabel>
          {/* Spec §2: Сгенерировать акт / Показать акт, Отправить акт — merchant and holding with the act capability. */}
          {actItems.map((item) => (
            <MenuItem key={item} value={`${item}-act`} onSelect={() => openAct(item)}>
              {t(ACT_ITEM_LABEL[item])}
            </MenuItem>
          ))}
          <MenuItem value="change-password" onSelect={openChangePassword}>
            {t('changePassword')}
          </MenuItem>
          <ColorModeItem serverMode={colorMode} />
        </MenuItemGroup>
        <MenuSeparator />
        <MenuItem value="logout" onSelect={() => void logout()}>
          {t('logout')}
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
