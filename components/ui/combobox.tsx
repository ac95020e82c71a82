'use client';

import { Combobox, type CollectionItem } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's combobox (the operation search, the act's country); its parts (`Combobox.Input`, `Combobox.Item` …)
 * style from this root. `ComboboxRootProvider` is the root for a machine made outside it (`useCombobox`).
 */
export function ComboboxRoot<T extends CollectionItem = CollectionItem>(props: Combobox.RootProps<T>) {
  return <Combobox.Root recipe={comboboxSlotRecipe} {...props} />;
}

export function ComboboxRootProvider<T extends CollectionItem = CollectionItem>(props: Combobox.RootProviderProps<T>) {
  return <Combobox.RootProvider recipe={comboboxSlotRecipe} {...props} />;
}
