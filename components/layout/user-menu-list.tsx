'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Menu } from '@chakra-ui/react';
import { useApp } from './app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { goToAuth, signOutStarted } from '@/lib/client/go-to-auth';
import { useAccountDialogs } from '@/components/account/account-dialogs';
import { MenuContent, MenuItem, MenuItemGroup, MenuItemGroupLabel, MenuRoot, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { useColorMode } from '@/components/ui/color-mode';
import { useOpenOnMount } from '@/components/ui/menu-on-demand';
import type { ColorMode } from '@/lib/theme/color-mode';
import { UserMenuButton, type UserMenuProps } from './user-menu-button';

const ACT_ITEM_LABEL = { generate: 'generateAct', show: 'showAct', send: 'sendAct' } as const;

/**
 * The dark-mode switch of the menu. Its words line up with the other items (Chakra indents a checkbox item for a tick
 * in front of it): the tick stands at the end.
 */
function ColorModeItem({ serverMode }: { serverMode: ColorMode | null }) {
  const t = useTranslations('Footer');
  const { colorMode, setColorMode } = useColorMode(serverMode);
  return (
    <Menu.CheckboxItem
      value="color-mode"
      checked={colorMode === 'dark'}
      onCheckedChange={(dark) => setColorMode(dark ? 'dark' : 'light')}
      closeOnSelect={false}
      css={{ '&[data-type]': { ps: '2' } }}
    >
      {t('darkMode')}
      <Menu.ItemIndicator position="static" transform="none" ms="auto" />
    </Menu.CheckboxItem>
  );
}

/**
 * Spec §2 "User menu": … Выйти: logs out, then goes to /auth. Loaded when the user first reaches for the menu
 * (user-menu.tsx); it opens at once through its own trigger, as if that click had landed on it.
 */
export function UserMenuList({ fullName, roleLabel, colorMode }: UserMenuProps) {
  const t = useTranslations('Shell');
  const { api, alias } = useApp();
  const { openChangePassword, actItems, openAct } = useAccountDialogs();
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger);

  async function logout() {
    signOutStarted();
    await api(ENDPOINTS.logout).catch(() => null);
    goToAuth(alias);
  }

  return (
    <MenuRoot positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <UserMenuButton ref={trigger} fullName={fullName} />
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
