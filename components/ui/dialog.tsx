'use client';

import { Dialog as ChakraDialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { DIALOG_WIDTHS } from '@/lib/theme/system';
import { CloseButton } from './close-button';
import type { PortalProps } from './portal-props';
import { focusOutsideOf } from './focus-outside';
import { useModalLayer } from '@/lib/client/modal-dialogs';

/**
 * Chakra's dialog recipe with the spec §9 widths as its sizes: `sm` 500, `md` 550, `lg` 750 px. It travels with
 * this module (the `recipe` prop), so the dialog's styles load with the screen that opens one.
 */
const recipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    size: {
      ...dialogSlotRecipe.variants?.size,
      sm: { content: { maxW: DIALOG_WIDTHS.sm } },
      md: { content: { maxW: DIALOG_WIDTHS.md } },
      lg: { content: { maxW: DIALOG_WIDTHS.lg } },
    },
  },
};

export function DialogRoot(props: ChakraDialog.RootProps) {
  return <ChakraDialog.Root recipe={recipe} placement="center" onFocusOutside={focusOutsideOf(props.modal)} {...props} />;
}

interface DialogContentProps extends ChakraDialog.ContentProps, PortalProps {
  backdrop?: boolean;
}

/** The panel, portalled over a backdrop, centred by its positioner; the page's toasts show inside it while open. */
export function DialogContent({ children, portalled = true, portalRef, backdrop = true, ...rest }: DialogContentProps) {
  const modalLayer = useModalLayer();
  return (
    <Portal disabled={!portalled} container={portalRef}>
      {backdrop && <ChakraDialog.Backdrop />}
      <ChakraDialog.Positioner>
        <ChakraDialog.Content ref={modalLayer} {...rest}>
          {children}
        </ChakraDialog.Content>
      </ChakraDialog.Positioner>
    </Portal>
  );
}

/** The × in the corner. */
export function DialogCloseTrigger(props: ChakraDialog.CloseTriggerProps) {
  return (
    <ChakraDialog.CloseTrigger position="absolute" top="2" insetEnd="2" {...props} asChild>
      <CloseButton size="sm">{props.children}</CloseButton>
    </ChakraDialog.CloseTrigger>
  );
}

export const DialogHeader = ChakraDialog.Header;
export const DialogBody = ChakraDialog.Body;
export const DialogFooter = ChakraDialog.Footer;
export const DialogTitle = ChakraDialog.Title;
export const DialogDescription = ChakraDialog.Description;
export const DialogTrigger = ChakraDialog.Trigger;
export const DialogActionTrigger = ChakraDialog.ActionTrigger;
