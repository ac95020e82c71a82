'use client';

import { useState, type ComponentProps, type ComponentType, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Text } from '@chakra-ui/react';
import type { ColorMode } from '@/lib/theme/color-mode';
import { usePreloadWhenIdle } from '@/lib/client/preload-when-idle';
import { onBrandButton, userButton } from './shell-styles';

export interface UserMenuProps {
  fullName: string;
  roleLabel: string;
  /** The mode the server rendered (null: the page follows the device). */
  colorMode: ColorMode | null;
}

const loadList = () => import('./user-menu-list');

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
 * The user menu (spec §2) without its code on first load: the menu machine, its positioning and dismissal
 * (about 15 KiB gzip) load once the page is idle, or when the pointer or the focus first reaches the button, and
 * the menu opens on the click that follows, even if the code is still on its way (the button says it is busy meanwhile).
 */
export function UserMenu(props: UserMenuProps) {
  usePreloadWhenIdle(loadList);
  const [list, setList] = useState<{ Component: ComponentType<UserMenuProps> } | null>(null);
  const [wanted, setWanted] = useState(false);
  if (list) return <list.Component {...props} />;
  const load = () => loadList().then((module) => module.UserMenuList);
  return (
    <UserMenuButton
      fullName={props.fullName}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={wanted || undefined}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => {
        setWanted(true);
        load().then(
          (Component) => setList({ Component }),
          () => setWanted(false),
        );
      }}
    />
  );
}
