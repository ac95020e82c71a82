'use client';

import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useTimeZone, useTranslations } from 'next-intl';
import { DASHBOARD_PERIOD_UNITS, type DashboardPeriodUnit } from '@/lib/domain/limits';
import { MAX_PERIOD_LENGTH, type DashboardPeriod } from '@/lib/operations/dashboard-state';
import { fromZonedInputValue, toZonedInputValue } from '@/lib/operations/dates';

const PRESETS = [
  { id: 'h24', length: 24, unit: 'hour' },
  { id: 'd7', length: 7, unit: 'day' },
  { id: 'd30', length: 30, unit: 'day' },
  { id: 'm12', length: 12, unit: 'month' },
] as const;

/** Spec §3 dashboard period: length and unit (hour, day, month) or a custom start and end. */
export function PeriodSelector({ period, range, onChange }: { period: DashboardPeriod; range: { ge: string; le: string }; onChange: (period: DashboardPeriod) => void }) {
  const t = useTranslations('Operations');
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const [length, setLength] = useState(period.kind === 'last' ? String(period.length) : '24');
  const [unit, setUnit] = useState<DashboardPeriodUnit>(period.kind === 'last' ? period.unit : 'hour');
  const [custom, setCustom] = useState(period.kind === 'range');
  const [from, setFrom] = useState(toZonedInputValue(range.ge, timeZone));
  const [to, setTo] = useState(toZonedInputValue(range.le, timeZone));
  const [rangeError, setRangeError] = useState(false);

  const lengthNumber = Number(length);
  const lengthValid = /^\d{1,4}$/.test(length) && lengthNumber >= 1 && lengthNumber <= MAX_PERIOD_LENGTH[unit];

  function applyLength(event: FormEvent) {
    event.preventDefault();
    if (!lengthValid) return;
    onChange({ kind: 'last', length: lengthNumber, unit });
  }

  function applyRange(event: FormEvent) {
    event.preventDefault();
    const ge = fromZonedInputValue(from, timeZone);
    const le = fromZonedInputValue(to, timeZone, true);
    if (!ge || !le || Date.parse(ge) >= Date.parse(le)) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onChange({ kind: 'range', ge, le });
  }

  const isPreset = (preset: (typeof PRESETS)[number]) => period.kind === 'last' && period.length === preset.length && period.unit === preset.unit;

  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid="period-selector">
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('periodPresets')} mb="3">
        {PRESETS.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            variant={isPreset(preset) ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={isPreset(preset)}
            onClick={() => {
              setCustom(false);
              setLength(String(preset.length));
              setUnit(preset.unit);
              onChange({ kind: 'last', length: preset.length, unit: preset.unit });
            }}
          >
            {t(`preset.${preset.id}`)}
          </Button>
        ))}
        <Button size="sm" variant={custom ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={custom} aria-expanded={custom} onClick={() => setCustom((value) => !value)}>
          {t('periodCustom')}
        </Button>
      </Flex>
      {!custom ? (
        <form onSubmit={applyLength} aria-label={t('period')}>
          <Flex gap="2" align="flex-end" wrap="wrap">
            <Field.Root width="auto" invalid={!lengthValid}>
              <Field.Label fontSize="sm">{t('periodLast')}</Field.Label>
              <Input size="sm" width="24" inputMode="numeric" value={length} onChange={(event) => setLength(event.target.value)} aria-label={t('periodLength')} />
            </Field.Root>
            <Field.Root width="auto">
              <Field.Label fontSize="sm">{t('periodUnit')}</Field.Label>
              <NativeSelect.Root size="sm" width="36">
                <NativeSelect.Field value={unit} onChange={(event) => setUnit(event.target.value as DashboardPeriodUnit)}>
                  {DASHBOARD_PERIOD_UNITS.map((item) => (
                    <option key={item} value={item}>
                      {t(`unit.${item}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="brand" disabled={!lengthValid}>
              {t('apply')}
            </Button>
          </Flex>
        </form>
      ) : (
        <form onSubmit={applyRange} aria-label={t('periodCustom')}>
          <Flex gap="2" align="flex-end" wrap="wrap">
            <Field.Root width="auto" invalid={rangeError}>
              <Field.Label fontSize="sm">{t('periodFrom')}</Field.Label>
              <Input size="sm" type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
            </Field.Root>
            <Field.Root width="auto" invalid={rangeError}>
              <Field.Label fontSize="sm">{t('periodTo')}</Field.Label>
              <Input size="sm" type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="brand">
              {t('apply')}
            </Button>
          </Flex>
          {rangeError && (
            <Text color="red.600" fontSize="sm" mt="1" role="alert">
              {t('periodInvalid')}
            </Text>
          )}
        </form>
      )}
    </Box>
  );
}
