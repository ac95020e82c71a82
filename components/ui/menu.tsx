'use client';

import { Menu as ChakraMenu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { PortalProps } from './portal-props';

/** Chakra's menu (the user menu, row actions); its recipe loads with the screen that uses one. */
export function MenuRoot(props: ChakraMenu.RootProps) {
  return <ChakraMenu.Root recipe={menuSlotRecipe} {...props} />;
}

type MenuContentProps = ChakraMenu.ContentProps & PortalProps;

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

/** An item ticked or not (the list's column chooser): the tick drawn, the state read as `aria-checked`. */
export function MenuCheckboxItem({ children, ...rest }: ChakraMenu.CheckboxItemProps) {
  return (
    <ChakraMenu.CheckboxItem {...rest}>
      <ChakraMenu.ItemIndicator>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M20 6 9 17l-5-5" />
        </svg>
      </ChakraMenu.ItemIndicator>
      {children}
    </ChakraMenu.CheckboxItem>
  );
}

export const MenuTrigger = ChakraMenu.Trigger;
export const MenuItem = ChakraMenu.Item;
export const MenuItemGroup = ChakraMenu.ItemGroup;
export const MenuItemGroupLabel = ChakraMenu.ItemGroupLabel;
export const MenuSeparator = ChakraMenu.Separator;
