'use client';

import type { ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import type { PortalProps } from './portal-props';

export interface TooltipProps extends ChakraTooltip.RootProps, PortalProps {
  showArrow?: boolean;
  content: ReactNode;
  contentProps?: ChakraTooltip.ContentProps;
  disabled?: boolean;
}

/** Chakra's tooltip snippet, loaded on demand by tooltip.tsx. */
export function TooltipRoot({ showArrow, children, portalled = true, content, contentProps, portalRef, ...rest }: Omit<TooltipProps, 'disabled'>) {
  return (
    <ChakraTooltip.Root recipe={tooltipSlotRecipe} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal disabled={!portalled} container={portalRef}>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content {...contentProps}>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
