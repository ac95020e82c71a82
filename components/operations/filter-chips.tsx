'use client';

import { Button, Flex, Text } from '@chakra-ui/react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import { DEFAULT_RANGE_DAYS } from '@/lib/domain/limits';
import { isTextKey } from '@/lib/i18n/text-keys';
import { removableCount, type ActiveFilter, type ChipList, type ChipValue } from '@/lib/operations/active-filters';
import { formatPickerDateTime } from '@/lib/operations/dates';
import type { ListState } from '@/lib/operations/list-state';
import type { FilterOptions } from '@/lib/operations/load';

/** A list chip names this many of its values, then how many more. */
const NAMED_VALUES = 3;

/** The catalogue of each coded list's names, as the filter panel names its boxes. */
const CODE_NAMES: Partial<Record<ChipList, 'status' | 'operation' | 'cardMethod' | 'instrument'>> = { statuses: 'status', operations: 'operation', cardInputCapabilities: 'cardMethod', paymentInstrumentNames: 'instrument' };

/** What the screen calls the chosen ids and codes of a list condition (the filter panel's own names); unknown ones as they are. */
function useValueNames({ terminals, operators, companies }: FilterOptions): (list: ChipList, value: string | number) => string | undefined {
  const t = useTranslations('Operations');
  return (list, value) => {
    const catalogue = CODE_NAMES[list];
    if (catalogue) {
      const key = `${catalogue}.${value}`;
      return isTextKey(t, key) ? t(key) : undefined;
    }
    if (list === 'terminalIds') return terminals.find((terminal) => terminal.id === value)?.externalId;
    if (list === 'merchantIds') return terminals.find((terminal) => terminal.merchantId === value)?.merchantName;
    if (list === 'userIds') return operators.find((operator) => operator.id === value)?.fullName;
    if (list === 'merchantCompanyIds') return companies.find((company) => company.id === value)?.name;
  };
}

/**
 * The list's conditions as chips, each naming its value (issue 34 §2: «Операции: Возврат», not «Операции (1)»),
 * the period first and always (its default, the last 30 days, shown but not removable); the count is of the
 * conditions the user set (issue 21 §2). The list and the map show them.
 */
export function FilterChips({
  chips,
  currencies,
  options,
  navigate,
}: {
  chips: ActiveFilter[];
  currencies: readonly Currency[];
  options: FilterOptions;
  navigate: (next: ListState) => void;
}) {
  const t = useTranslations('Operations');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const valueName = useValueNames(options);
  if (chips.length === 0) return null;

  const at = (instant: string) => formatPickerDateTime(instant, locale, timeZone);
  const valueText = (value: Exclude<ChipValue, null>): string => {
    switch (value.kind) {
      case 'text':
        return value.text;
      case 'currency':
        return currencies.find((currency) => currency.numberCode === value.currencyId)?.code ?? String(value.currencyId);
      case 'period':
        if (value.ge && value.le) return t('periodCaption', { from: at(value.ge), to: at(value.le) });
        if (value.ge) return t('filterPeriodSince', { from: at(value.ge) });
        if (value.le) return t('filterPeriodUntil', { to: at(value.le) });
        return t('filterPeriodAll');
      case 'list': {
        const names = value.values.slice(0, NAMED_VALUES).map((item) => valueName(value.list, item) ?? String(item)).join(', ');
        const more = value.values.length - NAMED_VALUES;
        return more > 0 ? `${names} ${t('chipMore', { count: more })}` : names;
      }
    }
  };
  const chipName = ({ label, value }: ActiveFilter): string => {
    const name = value?.kind === 'period' && value.isDefault ? t('filterPeriodDefault', { days: DEFAULT_RANGE_DAYS }) : t(label);
    return value === null ? name : `${name}: ${valueText(value)}`;
  };

  return (
    <Flex as="section" wrap="wrap" align="center" gap="2" aria-label={t('activeFilters')} data-testid="filter-chips" className="bo-no-print">
      <Text textStyle="sm" color="fg.muted" data-testid="filter-chips-count" data-count={removableCount(chips)}>
        {t('activeFiltersCount', { count: removableCount(chips) })}
      </Text>
      {chips.map((chip) => {
        const name = chipName(chip);
        const { without } = chip;
        return without === null ? (
          // as tall as the buttons beside it (taller when its text wraps), outlined: shown, not a control
          <Text as="span" key={chip.label} textStyle="xs" minH="8" maxW="full" px="3" py="1" display="inline-flex" alignItems="center" borderWidth="1px" borderColor="border" rounded="full" data-testid={`chip-${chip.label}`}>
            {name}
          </Text>
        ) : (
          // a long value wraps on a phone instead of running off the screen
          <Button
            key={chip.label}
            size="xs"
            variant="subtle"
            rounded="full"
            h="auto"
            minH="8"
            maxW="full"
            py="1"
            whiteSpace="normal"
            textAlign="start"
            aria-label={t('removeFilter', { name })}
            data-testid={`chip-${chip.label}`}
            onClick={() => navigate(without)}
          >
            {name}
            <Text as="span" aria-hidden ms="1">
              ×
            </Text>
          </Button>
        );
      })}
    </Flex>
  );
}
