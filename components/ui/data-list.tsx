'use client';

import { DataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';

/** Chakra's data list (a receipt's label / value pairs); its parts (`DataList.Item` …) style from this root. */
export function DataListRoot(props: DataList.RootProps) {
  return <DataList.Root recipe={dataListSlotRecipe} {...props} />;
}
