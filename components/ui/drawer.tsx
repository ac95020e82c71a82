'use client';

import { Drawer as ChakraDrawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { CloseButton } from './close-button';
import type { PortalProps } from './portal-props';
import { focusOutsideOf } from './focus-outside';
import { useModalLayer } from '@/lib/client/modal-dialogs';

/** Chakra's drawer (details panel, burger menu); its recipe loads with the screen that uses one. */
export function DrawerRoot(props: ChakraDrawer.RootProps) {
  return <ChakraDrawer.Root recipe={drawerSlotRecipe} onFocusOutside={focusOutsideOf(props.modal)} {...props} />;
}

interface DrawerContentProps extends ChakraDrawer.ContentProps, PortalProps {
  offset?: ChakraDrawer.ContentProps['padding'];
}

/** Without motion for a user who asks for less: it opens and closes at once. */
const STILL = { _motionReduce: { animation: 'none' } } as const;

/** The panel over a backdrop; slides in and out (Chakra's presence), and the page's toasts show inside it while open. */
export function DrawerContent({ children, portalled = true, portalRef, offset, ...rest }: DrawerContentProps) {
  const modalLayer = useModalLayer();
  return (
    <Portal disabled={!portalled} container={portalRef}>
      <ChakraDrawer.Backdrop {...STILL} />
      <ChakraDrawer.Positioner padding={offset}>
        <ChakraDrawer.Content ref={modalLayer} {...STILL} {...rest}>
          {children}
        </ChakraDrawer.Content>
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
