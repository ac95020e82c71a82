'use client';

import { useRef } from 'react';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/menu';
import { useOpenOnMount } from '@/components/ui/menu-on-demand';
import { RowActionsButton, type RowAction, type RowActionsMenuProps } from './row-actions-button';

/**
 * The actions of one row (Chakra's menu, mounted when first opened); "delete" in the error colour. It takes its
 * stand-in's place when first clicked (row-actions-menu.tsx), and opens. An item acts on its click, which Enter on a
 * highlighted item also fires (the menu's own `onSelect` needs the item highlighted first).
 */
export function RowActionsList({ label, trigger, items, variant }: RowActionsMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  useOpenOnMount(button);
  return (
    <MenuRoot lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <RowActionsButton ref={button} label={label} trigger={trigger} variant={variant} />
      </MenuTrigger>
      <MenuContent>
        {items
          .filter((item): item is RowAction => item !== false)
          .map((item) => (
            <MenuItem key={item.id} value={item.id} color={item.id === 'delete' ? 'fg.error' : undefined} onClick={item.onSelect}>
              {item.label}
            </MenuItem>
          ))}
      </MenuContent>
    </MenuRoot>
  );
}
