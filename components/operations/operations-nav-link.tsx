'use client';

import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Button } from '@chakra-ui/react';
import { filterSearch } from '@/lib/operations/list-state';

/**
 * A link of the Операции screens. Between the list and the map it carries the current filter: the two
 * are views of one filtered set, and the address of each names it.
 */
export function OperationsNavLink({ href, carryFilter, current, children }: { href: string; carryFilter: boolean; current: boolean; children: ReactNode }) {
  const searchParams = useSearchParams();
  const search = carryFilter ? filterSearch(new URLSearchParams(searchParams.toString())) : '';
  return (
    <Button asChild size="sm" variant={current ? 'solid' : 'outline'} bg={current ? undefined : 'bg.panel'}>
      <NextLink href={`${href}${search}`} prefetch={false} aria-current={current ? 'page' : undefined}>
        {children}
      </NextLink>
    </Button>
  );
}
