'use client';

import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { filterSearch } from '@/lib/operations/list-state';

/**
 * A link of the Операции screens. Between the list and the map it carries the current filter: the two
 * are views of one filtered set, and the address of each names it.
 */
export function OperationsNavLink({ href, carryFilter, className, current, children }: { href: string; carryFilter: boolean; className?: string; current: boolean; children: ReactNode }) {
  const searchParams = useSearchParams();
  const search = carryFilter ? filterSearch(new URLSearchParams(searchParams.toString())) : '';
  return (
    <NextLink className={className} href={`${href}${search}`} prefetch={false} aria-current={current ? 'page' : undefined}>
      {children}
    </NextLink>
  );
}
