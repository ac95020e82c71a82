'use client';

import type { ComponentProps, Ref } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Text } from '@chakra-ui/react';
import type { ColorMode } from '@/lib/theme/color-mode';
import { useMenuOnDemand } from '@/components/ui/menu-on-demand';
import { onBrandButton, userButton } from './shell-styles';

export interface UserMenuProps {
  fullName: string;
  roleLabel: string;
  /** The mode the server rendered (null: the page follows the device). */
  colorMode: ColorMode | null;
}

const loadList = () => import('./user-menu-list').then((module) => module.UserMenuList);

/** The header's user button: the trigger of the menu, and what stands in for it until the menu's code is loaded. */
export function UserMenuButton({ fullName, ref, ...rest }: { fullName: string; ref?: Ref<HTMLButtonElement> } & ComponentProps<typeof Button>) {
  const t = useTranslations('Shell');
  return (
    <Button ref={ref} variant="ghost" css={{ ...onBrandButton, ...userButton }} aria-label={`${fullName}, ${t('userMenu')}`} data-testid="user-menu" {...rest}>
      <Text as="span" truncate>
        {fullName}
      </Text>
    </Button>
  );
}

/**
 * The user menu (spec §2) without its code on first load (components/ui/menu-on-demand.tsx): the stand-in button
 * until the user reaches for it or the page is idle.
 */
export function UserMenu(props: UserMenuProps) {
  const [List, standIn] = useMenuOnDemand(loadList);
  if (List) return <List {...props} />;
  return <UserMenuButton fullName={props.fullName} {...standIn} />;
}
