'use client';

import type { ComponentProps, ReactNode, Ref } from 'react';
import { Button } from '@chakra-ui/react';
import { useMenuOnDemand } from '@/components/ui/menu-on-demand';

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

/** The button of a row's actions: the menu's trigger, and what stands in for it until the menu's code is loaded. */
export function RowActionsButton({ label, trigger, variant, ref, ...rest }: Pick<RowActionsMenuProps, 'label' | 'trigger' | 'variant'> & { ref?: Ref<HTMLButtonElement> } & ComponentProps<typeof Button>) {
  return (
    <Button ref={ref} variant={variant} size="xs" aria-label={label} {...rest}>
      {trigger}
    </Button>
  );
}

const loadList = () => import('./row-actions-list').then((module) => module.RowActionsList);

/** The actions of one row behind a button; the menu's code loads on demand (components/ui/menu-on-demand.tsx). */
export function RowActionsMenu({ variant = 'outline', ...props }: RowActionsMenuProps) {
  const [List, standIn] = useMenuOnDemand(loadList);
  if (List) return <List variant={variant} {...props} />;
  return <RowActionsButton label={props.label} trigger={props.trigger} variant={variant} {...standIn} />;
}
