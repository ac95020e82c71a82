'use client';

import { Portal, Select as ChakraSelect, createListCollection } from '@chakra-ui/react';
import { selectSlotRecipe } from '@chakra-ui/react/theme';
import type { PortalProps } from './portal-props';

export { createListCollection };

/** Chakra's listbox select (searchless; the country select with search is a Combobox). */
export function SelectRoot(props: ChakraSelect.RootProps) {
  return <ChakraSelect.Root recipe={selectSlotRecipe} positioning={{ sameWidth: true }} {...props} />;
}

/** The button that shows the choice, with the chevron (and a × when `clearable`). */
export function SelectTrigger({ children, clearable, ...rest }: ChakraSelect.ControlProps & { clearable?: boolean }) {
  return (
    <ChakraSelect.Control {...rest}>
      <ChakraSelect.Trigger>{children}</ChakraSelect.Trigger>
      <ChakraSelect.IndicatorGroup>
        {clearable && <ChakraSelect.ClearTrigger />}
        <ChakraSelect.Indicator />
      </ChakraSelect.IndicatorGroup>
    </ChakraSelect.Control>
  );
}

type SelectContentProps = ChakraSelect.ContentProps & PortalProps;

export function SelectContent({ portalled = true, portalRef, ...rest }: SelectContentProps) {
  return (
    <Portal disabled={!portalled} container={portalRef}>
      <ChakraSelect.Positioner>
        <ChakraSelect.Content {...rest} />
      </ChakraSelect.Positioner>
    </Portal>
  );
}

/** An option with its check mark. */
export function SelectItem({ item, children, ...rest }: ChakraSelect.ItemProps) {
  return (
    <ChakraSelect.Item item={item} {...rest}>
      {children}
      <ChakraSelect.ItemIndicator />
    </ChakraSelect.Item>
  );
}

export const SelectLabel = ChakraSelect.Label;
export const SelectValueText = ChakraSelect.ValueText;
export const SelectItemGroup = ChakraSelect.ItemGroup;
export const SelectItemGroupLabel = ChakraSelect.ItemGroupLabel;
export const SelectHiddenSelect = ChakraSelect.HiddenSelect;
