'use client';

import { useRef, useState } from 'react';
import { Button, Grid, HStack, Input, chakra, type DateValue } from '@chakra-ui/react';
import { useTimeZone, useTranslations } from 'next-intl';
import { CALENDAR_SPANS } from '@/lib/domain/periods';
import { calendarSpanIn, withChosenDays, zonedDay, type PeriodBound, type PeriodParts } from '@/lib/operations/period-parts';
import { DatePickerContent, DatePickerControl, DatePickerPresetTrigger, DatePickerRoot, parseDate } from './date-picker';
import { Field } from './field';

export interface PeriodFieldProps {
  /** Names the time inputs (`${id}-from-time`) and their errors. */
  id: string;
  period: PeriodParts;
  /**
   * The change as an update of the caller's current period (`setState`'s): the picker commits a typed day on blur,
   * while a time's own change may already be on its way, so a whole period from this render could undo it.
   */
  onChange: (update: (current: PeriodParts) => PeriodParts) => void;
  labels: Record<'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo', string>;
  /** Shown under an end's time: a time that is not one, or an end before the start. */
  errors?: Partial<Record<PeriodBound, string>>;
}

/** The picker's value: its start and end day; an open start leaves a hole Zag reads as "no start". */
function pickerValue({ from, to }: PeriodParts): DateValue[] {
  if (to.date === '') return from.date === '' ? [] : [parseDate(from.date)];
  return [from.date === '' ? undefined : parseDate(from.date), parseDate(to.date)] as DateValue[];
}

/** The calendar presets (Chakra's preset triggers): «Сегодня», «Вчера», «Эта неделя», «Этот месяц». */
function PeriodPresets({ now, timeZone }: { now: Date; timeZone: string }) {
  const t = useTranslations('Shell');
  return (
    <HStack wrap="wrap" gap="1.5" role="group" aria-label={t('periodPresets')} data-testid="period-presets">
      {CALENDAR_SPANS.map((span) => {
        const { from, to } = calendarSpanIn(span, now, timeZone);
        return (
          // named by what it shows (Zag's own name lists the dates in English)
          <DatePickerPresetTrigger key={span} value={[parseDate(from), parseDate(to)]} aria-label={t(`periodPreset.${span}`)} asChild>
            <Button size="xs" variant="outline">
              {t(`periodPreset.${span}`)}
            </Button>
          </DatePickerPresetTrigger>
        );
      })}
    </HStack>
  );
}

/**
 * A period: its two days in one range date picker (typed in the interface language's format, or picked in the
 * calendar or by a preset; no day after today) and a 24-hour time for each end, in the user's time zone.
 * Issue 34 §2: a day chosen in the calendar means the whole day, 00:00 to 23:59 (lib/operations/period-parts.ts).
 */
export function PeriodField({ id, period, onChange, labels, errors = {} }: PeriodFieldProps) {
  const t = useTranslations('Shell');
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const [now] = useState(() => new Date());
  // Whether the calendar is open when the days change: a pick there names whole days, typing keeps the typed time.
  const calendarOpen = useRef(false);
  // The ends whose time the user typed since the days last came from the calendar: a typed day keeps that time.
  const typedTimes = useRef(new Set<PeriodBound>());
  const dateInputId = (index: number) => `${id}-date-${index}`;

  const timeField = (bound: PeriodBound, label: string) => {
    const errorId = `${id}-${bound}-error`;
    return (
      <Field label={label} ids={{ control: `${id}-${bound}-time`, errorText: errorId }} invalid={Boolean(errors[bound])} errorText={errors[bound]}>
        <Input
          size="sm"
          bg="bg.panel"
          inputMode="numeric"
          maxLength={5}
          placeholder={t('timePlaceholder')}
          autoComplete="off"
          aria-describedby={errors[bound] ? errorId : undefined}
          value={period[bound].time}
          onChange={(event) => {
            const time = event.currentTarget.value;
            typedTimes.current.add(bound);
            onChange((current) => ({ ...current, [bound]: { ...current[bound], time } }));
          }}
        />
      </Field>
    );
  };

  return (
    <DatePickerRoot
      size="sm"
      selectionMode="range"
      value={pickerValue(period)}
      max={parseDate(zonedDay(now, timeZone))}
      onOpenChange={(details) => {
        calendarOpen.current = details.open;
      }}
      onValueChange={(details) => {
        const days = [details.value[0]?.toString(), details.value[1]?.toString()];
        const wholeDays = calendarOpen.current;
        if (wholeDays) typedTimes.current.clear();
        const typed = [...typedTimes.current];
        onChange((current) => withChosenDays(current, days, wholeDays, typed));
      }}
      ids={{ input: dateInputId }}
      data-testid="period-field"
    >
      {/* a label over each of the two inputs (Chakra's Label names only the first) */}
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" columnGap="2" textStyle="sm" fontWeight="medium">
        <chakra.label htmlFor={dateInputId(0)}>{labels.dateFrom}</chakra.label>
        <chakra.label htmlFor={dateInputId(1)}>{labels.dateTo}</chakra.label>
      </Grid>
      <DatePickerControl range inputProps={{ bg: 'bg.panel' }} />
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2" alignItems="start">
        {timeField('from', labels.timeFrom)}
        {timeField('to', labels.timeTo)}
      </Grid>
      <DatePickerContent presets={<PeriodPresets now={now} timeZone={timeZone} />} />
    </DatePickerRoot>
  );
}
