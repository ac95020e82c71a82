'use client';

import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: string;
  /** A second, smaller line (a terminal's outlet name). */
  sublabel?: string;
}

/**
 * A labelled group of checkboxes for a multi-value filter: the legend counts the chosen ones, a long list
 * scrolls, `children` go above the options (a search field); "Нет вариантов" when nothing is left to choose.
 */
export function FilterCheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  children,
}: {
  legend: string;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  children?: ReactNode;
}) {
  const t = useTranslations('Shell');
  const toggle = (value: T, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" textStyle="sm" fontWeight="medium" mb="2">
        {legend}
        {selected.length > 0 && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            ({t('selectedCount', { count: selected.length })})
          </Text>
        )}
      </Box>
      {children}
      <Stack gap="2" maxH="48" overflowY="auto" p="1">
        {options.length === 0 && (
          <Text textStyle="sm" color="fg.muted">
            {t('noOptions')}
          </Text>
        )}
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            size="sm"
            alignItems="flex-start"
            checked={selected.includes(option.value)}
            onCheckedChange={(event) => toggle(option.value, event.checked === true)}
          >
            {option.label}
            {option.sublabel && (
              <Text as="span" color="fg.muted" textStyle="xs">
                {' '}
                {option.sublabel}
              </Text>
            )}
          </Checkbox>
        ))}
      </Stack>
    </Box>
  );
}
