'use client';

import { Grid, Input } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { DateTimeParts } from '@/lib/reconciliation/draft';
import { DatePickerContent, DatePickerControl, DatePickerLabel, DatePickerRoot, parseDate } from './date-picker';
import { Field } from './field';

export interface DateTimeFieldProps {
  /** Names the time input (`${id}-time`) and its error. */
  id: string;
  parts: DateTimeParts;
  dateLabel: string;
  timeLabel: string;
  error?: string;
  /**
   * The part that changed, to merge into the caller's current state: the picker commits a typed day on blur,
   * while the time's own change may already be on its way, so a whole `parts` from this render could undo it.
   */
  onChange: (change: Partial<DateTimeParts>) => void;
}

/** One end of a period: the day in the date picker (typed in the interface language's format) and a 24-hour time. */
/**
 * The state of a period's bounds with one bound's changed part merged in: what every caller of DateTimeField hands
 * its setState (the field reports only the part that changed).
 */
export function withBoundChange<Period extends Record<Bound, DateTimeParts>, Bound extends keyof Period>(period: Period, bound: Bound, change: Partial<DateTimeParts>): Period {
  return { ...period, [bound]: { ...period[bound], ...change } };
}

export function DateTimeField({ id, parts, dateLabel, timeLabel, error, onChange }: DateTimeFieldProps) {
  const t = useTranslations('Shell');
  const errorId = `${id}-error`;
  return (
    <Grid templateColumns="minmax(0, 1fr) 6rem" gap="2" alignItems="start">
      <DatePickerRoot
        size="sm"
        value={parts.date ? [parseDate(parts.date)] : []}
        onValueChange={(details) => onChange({ date: details.value[0]?.toString() ?? '' })}
      >
        <DatePickerLabel>{dateLabel}</DatePickerLabel>
        <DatePickerControl bg="bg.panel" />
        <DatePickerContent />
      </DatePickerRoot>
      <Field label={timeLabel} ids={{ control: `${id}-time`, errorText: errorId }} invalid={Boolean(error)} errorText={error}>
        <Input
          size="sm"
          bg="bg.panel"
          inputMode="numeric"
          maxLength={5}
          placeholder={t('timePlaceholder')}
          autoComplete="off"
          aria-describedby={error ? errorId : undefined}
          value={parts.time}
          onChange={(event) => onChange({ time: event.currentTarget.value })}
        />
      </Field>
    </Grid>
  );
}
