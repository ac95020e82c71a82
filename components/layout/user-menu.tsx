'use client';

import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp, goToAuth, signOutStarted } from './app-provider';
import { useAccountDialogs } from '@/components/account/account-dialogs';

const ACT_ITEM_LABEL = { generate: 'generateAct', show: 'showAct', send: 'sendAct' } as const;

/** Spec §2 "User menu": … Выйти: logs out, then goes to /auth. */
export function UserMenu({ fullName, roleLabel }: { fullName: string; roleLabel: string }) {
  const t = useTranslations('Shell');
  const { api, alias } = useApp();
  const { openChangePassword, actItems, openAct } = useAccountDialogs();

  async function logout() {
    signOutStarted();
    await api('api/session/logout', { method: 'POST' }).catch(() => null);
    goToAuth(alias);
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" color="brand.contrast" _hover={{ bg: 'blackAlpha.200' }} _expanded={{ bg: 'blackAlpha.300' }} aria-label={`${fullName}, ${t('userMenu')}`} maxW={{ base: '44', md: '64' }} data-testid="user-menu">
          <Text as="span" truncate>
            {fullName}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{roleLabel}</Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            {/* Spec §2: Сгенерировать акт / Показать акт, Отправить акт — merchant and holding with the act capability. */}
            {actItems.map((item) => (
              <Menu.Item key={item} value={`${item}-act`} onSelect={() => openAct(item)}>
                {t(ACT_ITEM_LABEL[item])}
              </Menu.Item>
            ))}
            <Menu.Item value="change-password" onSelect={openChangePassword}>
              {t('changePassword')}
            </Menu.Item>
            <Menu.Item value="logout" onSelect={logout}>
              {t('logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
