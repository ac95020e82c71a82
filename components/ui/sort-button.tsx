'use client';

import { Text, chakra } from '@chakra-ui/react';

export interface SortButtonProps {
  label: string;
  /** «Сортировать по полю «…»» in the screen's words */
  ariaLabel: string;
  /** null: the table is sorted by another column */
  descending: boolean | null;
  numeric?: boolean;
  onClick: () => void;
}

/** A sortable column's header button: its name and the direction (↓ ↑, ↕ when another column sorts). */
export function SortButton({ label, ariaLabel, descending, numeric = false, onClick }: SortButtonProps) {
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      minH="8"
      textStyle="xs"
      fontWeight="semibold"
      textAlign={numeric ? 'end' : 'start'}
      rounded="sm"
      cursor="pointer"
      focusVisibleRing="outside"
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {label}
      <Text as="span" aria-hidden color={descending === null ? 'fg.subtle' : 'fg'}>
        {descending === null ? '↕' : descending ? '↓' : '↑'}
      </Text>
    </chakra.button>
  );
}
