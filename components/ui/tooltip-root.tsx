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

/** A hint on hover and focus of its one child (Chakra's snippet); never the only way to a text a user needs. */
export function Tooltip({ showArrow, children, disabled, portalled = true, content, contentProps, portalRef, ...rest }: TooltipProps) {
  if (disabled) return children;
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
