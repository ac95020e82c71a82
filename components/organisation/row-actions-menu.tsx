'use client';

import { useMenuOnDemand } from '@/components/ui/menu-on-demand';
import { RowActionsButton, type RowActionsMenuProps } from './row-actions-button';

export type { RowAction, RowActionsMenuProps } from './row-actions-button';

const loadList = () => import('./row-actions-list').then((module) => module.RowActionsList);

/** The actions of one row behind a button; the menu's code loads on demand (components/ui/menu-on-demand.tsx). */
export function RowActionsMenu({ variant = 'outline', ...props }: RowActionsMenuProps) {
  const [List, standIn] = useMenuOnDemand(loadList);
  if (List) return <List variant={variant} {...props} />;
  return <RowActionsButton label={props.label} trigger={props.trigger} variant={variant} {...standIn} />;
}
