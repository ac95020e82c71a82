'use client';

import { Drawer as ChakraDrawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { CloseButton } from './close-button';
import type { PortalProps } from './portal-props';

/** Chakra's drawer (details panel, burger menu); its recipe loads with the screen that uses one. */
export function DrawerRoot(props: ChakraDrawer.RootProps) {
  return <ChakraDrawer.Root recipe={drawerSlotRecipe} {...props} />;
}

interface DrawerContentProps extends ChakraDrawer.ContentProps, PortalProps {
  offset?: ChakraDrawer.ContentProps['padding'];
}

export function DrawerContent({ children, portalled = true, portalRef, offset, ...rest }: DrawerContentProps) {
  return (
    <Portal disabled={!portalled} container={portalRef}>
      <ChakraDrawer.Backdrop />
      <ChakraDrawer.Positioner padding={offset}>
        <ChakraDrawer.Content {...rest}>{children}</ChakraDrawer.Content>
      </ChakraDrawer.Positioner>
    </Portal>
  );
}

export function DrawerCloseTrigger(props: ChakraDrawer.CloseTriggerProps) {
  return (
    <ChakraDrawer.CloseTrigger position="absolute" top="2" insetEnd="2" {...props} asChild>
      <CloseButton size="sm" />
    </ChakraDrawer.CloseTrigger>
  );
}

export const DrawerTrigger = ChakraDrawer.Trigger;
export const DrawerHeader = ChakraDrawer.Header;
export const DrawerBody = ChakraDrawer.Body;
export const DrawerFooter = ChakraDrawer.Footer;
export const DrawerTitle = ChakraDrawer.Title;
export const DrawerActionTrigger = ChakraDrawer.ActionTrigger;
