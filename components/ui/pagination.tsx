'use client';

import { ButtonGroup, IconButton, Pagination as ChakraPagination, type ButtonProps } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={back ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

export interface PaginationProps extends Omit<ChakraPagination.RootProps, 'translations'> {
  size?: ButtonProps['size'];
}

/**
 * The one pagination of the product (Chakra's snippet, issue 20): previous, the pages with ellipses, next.
 * `count` items, `pageSize` per page, `page` from 1; `onPageChange` gets `{ page }`.
 */
export function Pagination({ size = 'sm', ...rest }: PaginationProps) {
  const t = useTranslations('Shell');
  return (
    <ChakraPagination.Root
      translations={{
        rootLabel: t('pagination'),
        prevTriggerLabel: t('previousPage'),
        nextTriggerLabel: t('nextPage'),
        itemLabel: ({ page }) => t('pageNumber', { page }),
      }}
      {...rest}
    >
      <ButtonGroup variant="ghost" size={size} attached={false} gap="1" wrap="wrap">
        <ChakraPagination.PrevTrigger asChild>
          <IconButton>
            <Chevron back />
          </IconButton>
        </ChakraPagination.PrevTrigger>
        <ChakraPagination.Items
          render={(page) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }} minW="auto" px="2">
              {page.value}
            </IconButton>
          )}
        />
        <ChakraPagination.NextTrigger asChild>
          <IconButton>
            <Chevron />
          </IconButton>
        </ChakraPagination.NextTrigger>
      </ButtonGroup>
    </ChakraPagination.Root>
  );
}
