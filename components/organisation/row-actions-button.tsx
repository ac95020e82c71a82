'use client';

import type { ComponentProps, ReactNode, Ref } from 'react';
import { Button } from '@chakra-ui/react';

export interface RowAction {
  id: string;
  label: string;
  onSelect: () => void;
}

export interface RowActionsMenuProps {
  label: string;
  /** What the button shows: a word, or an icon with `label` naming it. */
  trigger: ReactNode;
  items: (RowAction | false)[];
  variant?: 'outline' | 'ghost';
}

/**
 * The button of a row's actions: the menu's trigger (row-actions-list.tsx), and what stands in for it until the menu's
 * code is loaded (row-actions-menu.tsx). Apart from both, so the menu's chunk does not import the module that loads it.
 */
export function RowActionsButton({ label, trigger, variant, ref, ...rest }: Pick<RowActionsMenuProps, 'label' | 'trigger' | 'variant'> & { ref?: Ref<HTMLButtonElement> } & ComponentProps<typeof Button>) {
  return (
    <Button ref={ref} variant={variant} size="xs" aria-label={label} {...rest}>
      {trigger}
    </Button>
  );
}
