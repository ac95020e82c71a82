'use client';

import { Box } from '@chakra-ui/react';
import { useOnDemandComponent } from '@/lib/client/on-demand-component';
import type { PaginationProps } from './pagination';

const loadPagination = () => import('./pagination').then((module) => module.Pagination);

/**
 * The pagination under a list whose first page comes with its HTML: its machine and the zag runtime under it load
 * once the page is idle (the page's text, the page size and «Перейти к странице» beside it work at once). Until then
 * a box of the buttons' height keeps its place, so nothing moves when they come.
 */
export function PaginationOnDemand(props: PaginationProps) {
  const [Loaded, request] = useOnDemandComponent(loadPagination);
  // the place holder takes no focus: nothing to carry across the swap
  return Loaded ? <Loaded {...props} /> : <Box h="8" minW="48" aria-hidden onPointerEnter={() => void request()} data-testid="pagination-pending" />;
}
