'use client';

import type { RefObject } from 'react';
import { Menu as ChakraMenu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';

/** Chakra's menu (the user menu, row actions); its recipe loads with the screen that uses one. */
export function MenuRoot(props: ChakraMenu.RootProps) {
  return <ChakraMenu.Root recipe={menuSlotRecipe} {...props} />;
}

interface MenuContentProps extends ChakraMenu.ContentProps {
  portalled?: boolean;
  portalRef?: RefObject<HTMLElement | null>;
}

/** The list, portalled and positioned by its trigger. */
export function MenuContent({ portalled = true, portalRef, ...rest }: MenuContentProps) {
  return (
    <Portal disabled={!portalled} container={portalRef}>
      <ChakraMenu.Positioner>
        <ChakraMenu.Content {...rest} />
      </ChakraMenu.Positioner>
    </Portal>
  );
}

export const MenuTrigger = ChakraMenu.Trigger;
export const MenuItem = ChakraMenu.Item;
export const MenuItemGroup = ChakraMenu.ItemGroup;
export const MenuItemGroupLabel = ChakraMenu.ItemGroupLabel;
export const MenuSeparator = ChakraMenu.Separator;
