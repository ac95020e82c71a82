'use client';

import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { Currency } from '@/lib/acquiring/contract';
import type { ActiveFilter } from '@/lib/operations/active-filters';
import type { ListState } from '@/lib/operations/list-state';

/** The active conditions of the list as removable chips, with their count (issue 21 §2); the currency among them. */
export function FilterChips({ chips, currencies, navigate }: { chips: ActiveFilter[]; currencies: readonly Currency[]; navigate: (next: ListState) => void }) {
  const t = useTranslations('Operations');
  if (chips.length === 0) return null;
  const chipName = ({ label, value }: ActiveFilter): string => {
    const name = t(label as 'filterCurrency');
    if (value === null) return name;
    if ('count' in value) return `${name} (${value.count})`;
    if ('currencyId' in value) return `${name}: ${currencies.find((currency) => currency.numberCode === value.currencyId)?.code ?? value.currencyId}`;
    return `${name}: ${value.text}`;
  };
  return (
    <HStack as="section" wrap="wrap" gap="2" aria-label={t('activeFilters')} data-testid="filter-chips" className="bo-no-print">
      <Text textStyle="sm" color="fg.muted" data-testid="filter-chips-count" data-count={chips.length}>
        {t('activeFiltersCount', { count: chips.length })}
      </Text>
      {chips.map((chip) => {
        const name = chipName(chip);
        return (
          <Button key={chip.label} size="xs" variant="subtle" rounded="full" aria-label={t('removeFilter', { name })} onClick={() => navigate(chip.without)}>
            {name}
            <Text as="span" aria-hidden ms="1">
              ×
            </Text>
          </Button>
        );
      })}
    </HStack>
  );
}
