'use client';

import type { ReactNode } from 'react';
import { Box, Grid } from '@chakra-ui/react';

/** dt/dd pairs of a card: the label muted, the value wrapping anywhere. */
export function FieldPairs({ pairs, columns = 'minmax(7rem, auto) 1fr' }: { pairs: { key: string; label: ReactNode; value: ReactNode }[]; columns?: string }) {
  return (
    <Grid as="dl" templateColumns={columns} columnGap="3" rowGap="1" textStyle="sm">
      {pairs.map((pair) => (
        <Box key={pair.key} display="contents">
          <Box as="dt" color="fg.muted">
            {pair.label}
          </Box>
          <Box as="dd" minW="0" overflowWrap="anywhere">
            {pair.value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
