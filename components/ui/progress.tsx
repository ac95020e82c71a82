'use client';

import { Progress } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';

/** Chakra's progress bar (an upload, an export); its parts (`Progress.Track`, `Progress.Range`) style from this root. */
export function ProgressRoot(props: Progress.RootProps) {
  return <Progress.Root recipe={progressSlotRecipe} {...props} />;
}
