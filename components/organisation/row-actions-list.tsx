'use client';

import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/menu';

export interface RowAction {
  id: string;
  label: string;
  onSelect: () => void;
}

/**
 * The actions of one row behind a button (Chakra's menu, mounted when first opened); "delete" in the error
 * colour. `trigger` is what the button shows: a word, or an icon with `label` naming it. An item acts on its
 * click, which Enter on a highlighted item also fires (the menu's own `onSelect` needs the item highlighted first).
 */
export function RowActionsMenu({ label, trigger, items, variant = 'outline' }: { label: string; trigger: ReactNode; items: (RowAction | false)[]; variant?: 'outline' | 'ghost' }) {
  return (
    <MenuRoot lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <Button variant={variant} size="xs" aria-label={label}>
          {trigger}
        </Button>
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
