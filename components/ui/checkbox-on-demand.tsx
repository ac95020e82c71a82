'use client';

import { Checkmark, chakra } from '@chakra-ui/react';
import { checkmarkRecipe } from '@chakra-ui/react/theme';
import { useFocusAcrossSwap, useOnDemandComponent } from '@/lib/client/on-demand-component';
import type { CheckboxProps } from './checkbox';

const loadCheckbox = () => import('./checkbox').then((module) => module.Checkbox);

/** What a checkbox of a page's first paint needs: its state, its label (or the input's own), its size and where it sits. */
export interface CheckboxOnDemandProps extends Pick<CheckboxProps, 'checked' | 'disabled' | 'onCheckedChange' | 'children' | 'alignSelf' | 'mt'> {
  checked: boolean;
  size?: 'sm' | 'md';
  /** The input's accessible name where the box has no visible label (a table row's). */
  'aria-label'?: string;
}

/**
 * Chakra's checkbox for a page whose first paint has some (the organisation's reader password): its machine and the zag runtime under it (about 6 KiB gzip) load once the page is idle. Until then a native checkbox drawn with
 * Chakra's checkmark stands in, works the same (click, Space, label) and looks the same; the focus stays across
 * the swap.
 */
export function CheckboxOnDemand({ checked, disabled, onCheckedChange, children, alignSelf, mt, size = 'md', 'aria-label': label }: CheckboxOnDemandProps) {
  const [Loaded] = useOnDemandComponent(loadCheckbox);
  const box = useFocusAcrossSwap('input', Loaded !== null);
  return (
    <span {...box}>
      {Loaded ? (
        <Loaded alignSelf={alignSelf} mt={mt} size={size} inputProps={label === undefined ? undefined : { 'aria-label': label }} checked={checked} disabled={disabled} onCheckedChange={onCheckedChange}>
          {children}
        </Loaded>
      ) : (
        <chakra.label display="inline-flex" alignItems="center" gap="2.5" verticalAlign="top" position="relative" alignSelf={alignSelf} mt={mt} cursor={disabled ? undefined : 'pointer'}>
          <chakra.input
            type="checkbox"
            className="peer"
            srOnly
            aria-label={label}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onCheckedChange?.({ checked: event.target.checked })}
          />
          <Checkmark recipe={checkmarkRecipe} size={size} checked={checked} disabled={disabled} _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }} />
          {children != null && (
            <chakra.span fontWeight="medium" userSelect="none" textStyle="sm" opacity={disabled ? 0.5 : undefined}>
              {children}
            </chakra.span>
          )}
        </chakra.label>
      )}
    </span>
  );
}
