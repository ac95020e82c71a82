'use client';

import type { ReactNode } from 'react';
import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { Option } from '@/lib/reconciliation/present';

/** A labelled group of checkboxes for a multi-value filter; long lists scroll. */
export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  children,
}: {
  legend: string;
  options: Option<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Above the options (a search field). */
  children?: ReactNode;
}) {
  const t = useTranslations('Reconciliation');
  const toggle = (value: T, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" minW="0" bg="white">
      <Box as="legend" px="1" fontSize="sm" fontWeight="medium">
        {legend}
        {selected.length > 0 && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            ({t('filterSelected', { count: selected.length })})
          </Text>
        )}
      </Box>
      {children}
      <Stack gap="1.5" maxH="168px" overflowY="auto" pr="1">
        {options.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('filterNothing')}
          </Text>
        )}
        {options.map((option) => (
          <Checkbox.Root
            key={String(option.value)}
            size="sm"
            colorPalette="brand"
            checked={selected.includes(option.value)}
            onCheckedChange={(event) => toggle(option.value, event.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">
              {option.label}
              {option.sublabel && (
                <Text as="span" color="fg.muted" fontSize="xs">
                  {' '}
                  {option.sublabel}
                </Text>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Box>
  );
}
