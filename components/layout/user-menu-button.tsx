'use client';

import type { ComponentProps, Ref } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Text } from '@chakra-ui/react';
import type { ColorMode } from '@/lib/theme/color-mode';
import { onBrandButton, userButton } from './shell-styles';

export interface UserMenuProps {
  fullName: string;
  roleLabel: string;
  /** The mode the server rendered (null: the page follows the device). */
  colorMode: ColorMode | null;
}

/**
 * The header's user button: the trigger of the menu (user-menu-list.tsx), and what stands in for it until the menu's
 * code is loaded (user-menu.tsx). Apart from both, so the menu's chunk does not import the module that loads it.
 */
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
