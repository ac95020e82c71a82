'use client';

import { memo, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { DASHBOARD_PERIOD_UNITS, type DashboardPeriodUnit } from '@/lib/domain/limits';
import { CALENDAR_SPANS } from '@/lib/domain/periods';
import { MAX_PERIOD_LENGTH, type DashboardPeriod } from '@/lib/operations/dashboard-state';
import { Button, Card, Flex, Input, Spinner } from '@chakra-ui/react';
import { useStableHandler } from '@/components/layout/use-stable-handler';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';

/** The custom period's date pickers load when it is chosen: the calendar stays out of the dashboard's first-load JS. */
const PeriodRangeForm = dynamic(() => import('./period-range-form').then((module) => module.PeriodRangeForm), {
  ssr: false,
  loading: () => <Spinner size="sm" aria-hidden />,
});

/** What a period button chooses; one object per button for the page's life, so a memoised button keeps its props. */
type PeriodChoice = Extract<DashboardPeriod, { kind: 'last' | 'calendar' }> | { kind: 'custom' };

const last = (length: number, unit: DashboardPeriodUnit) => ({ kind: 'last', length, unit }) as const;
const PRESETS = [
  { id: 'h24', choice: last(24, 'hour') },
  { id: 'd7', choice: last(7, 'day') },
  { id: 'd30', choice: last(30, 'day') },
  { id: 'm12', choice: last(12, 'month') },
] as const;
const SPAN_CHOICES = CALENDAR_SPANS.map((span) => ({ kind: 'calendar', span }) as const);
const CUSTOM_CHOICE: PeriodChoice = { kind: 'custom' };

/**
 * Spec §3 dashboard period: length and unit (hour, day, month), a calendar preset (issue 34 §2: today, yesterday,
 * this week, this month) or a custom start and end.
 */
export function PeriodSelector({ period, range, onChange }: { period: DashboardPeriod; range: { ge: string; le: string }; onChange: (period: DashboardPeriod) => void }) {
  const t = useTranslations('Operations');
  const tShell = useTranslations('Shell');
  const [length, setLength] = useState(period.kind === 'last' ? String(period.length) : '24');
  const [unit, setUnit] = useState<DashboardPeriodUnit>(period.kind === 'last' ? period.unit : 'hour');
  const [custom, setCustom] = useState(period.kind === 'range');

  const lengthNumber = Number(length);
  const lengthValid = /^\d{1,4}$/.test(length) && lengthNumber >= 1 && lengthNumber <= MAX_PERIOD_LENGTH[unit];

  function applyLength(event: FormEvent) {
    event.preventDefault();
    if (!lengthValid) return;
    onChange({ kind: 'last', length: lengthNumber, unit });
  }

  const isPreset = ({ choice }: (typeof PRESETS)[number]) => period.kind === 'last' && period.length === choice.length && period.unit === choice.unit;

  // One handler for every button, the same from render to render: a press re-renders only the buttons whose
  // pressed state changes (a phone's tap on «7 дней» paints sooner, issue 36's INP).
  const choose = useStableHandler((choice: PeriodChoice) => {
    if (choice.kind === 'custom') {
      setCustom((value) => !value);
      return;
    }
    setCustom(false);
    if (choice.kind === 'calendar') {
      onChange(choice);
      return;
    }
    setLength(String(choice.length));
    setUnit(choice.unit);
    onChange(choice);
  });

  return (
    <Card.Root size="sm" h="full" data-testid="period-selector">
      <Card.Body gap="3">
        {/* toggle buttons (aria-pressed): one row of segments that wraps on a phone */}
        <Flex wrap="wrap" gap="2" role="group" aria-label={t('periodPresets')}>
          {PRESETS.map((preset) => (
            <PeriodButton key={preset.id} choice={preset.choice} label={t(`preset.${preset.id}`)} pressed={isPreset(preset)} onPress={choose} />
          ))}
          {SPAN_CHOICES.map((choice) => (
            <PeriodButton key={choice.span} choice={choice} label={tShell(`periodPreset.${choice.span}`)} pressed={!custom && period.kind === 'calendar' && period.span === choice.span} onPress={choose} />
          ))}
          <PeriodButton choice={CUSTOM_CHOICE} label={t('periodCustom')} pressed={custom} expanded={custom} onPress={choose} />
        </Flex>
        {!custom ? (
          <form onSubmit={applyLength} aria-label={t('period')}>
            <Flex wrap="wrap" align="flex-end" gap="2">
              <Field label={t('periodLast')} w="24" invalid={!lengthValid}>
                <Input size="sm" inputMode="numeric" value={length} onChange={(event) => setLength(event.target.value)} aria-label={t('periodLength')} />
              </Field>
              {/* The unit agrees with the length: «Последние 24 часа», «1 день», «12 месяцев». */}
              <Field label={t('periodUnit')} w="36">
                <NativeSelectRoot size="sm">
                  <NativeSelectField
                    value={unit}
                    onChange={(event) => setUnit(event.target.value as DashboardPeriodUnit)}
                    items={DASHBOARD_PERIOD_UNITS.map((item) => ({ value: item, label: t(`unit.${item}`, { count: lengthValid ? lengthNumber : 0 }) }))}
                  />
                </NativeSelectRoot>
              </Field>
              <Button type="submit" size="sm" disabled={!lengthValid}>
                {t('apply')}
              </Button>
            </Flex>
          </form>
        ) : (
          <PeriodRangeForm range={range} onApply={({ ge, le }) => onChange({ kind: 'range', ge, le })} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface PeriodButtonProps {
  choice: PeriodChoice;
  label: string;
  pressed: boolean;
  expanded?: boolean;
  onPress: (choice: PeriodChoice) => void;
}

/** A toggle button of the period (aria-pressed): solid when chosen. */
const PeriodButton = memo(function PeriodButton({ choice, label, pressed, expanded, onPress }: PeriodButtonProps) {
  return (
    <Button size="sm" variant={pressed ? 'solid' : 'outline'} aria-pressed={pressed} aria-expanded={expanded} onClick={() => onPress(choice)}>
      {label}
    </Button>
  );
});
