'use client';

import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: string;
  sublabel?: string;
}

/** A labelled group of checkboxes for a multi-value filter; long lists scroll. */
export function CheckboxList<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  testId,
}: {
  legend: string;
  options: CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  testId?: string;
}) {
  const t = useTranslations('Operations');
  const toggle = (value: T, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" minW="0" data-testid={testId}>
      <Box as="legend" px="1" fontSize="sm" fontWeight="medium">
        {legend}
        {selected.length > 0 && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            ({t('filterSelected', { count: selected.length })})
          </Text>
        )}
      </Box>
      <Stack gap="1.5" maxH="180px" overflowY="auto" pr="1">
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
