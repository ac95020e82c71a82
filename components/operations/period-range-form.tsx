'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { Button, Grid, Text } from '@chakra-ui/react';
import { DateTimeField, withBoundChange } from '@/components/ui/date-time-field';
import { fromZonedInputValue, toZonedInputValue } from '@/lib/operations/dates';
import { dateTimeParts, joinDateTime, type DateTimeParts } from '@/lib/reconciliation/draft';

type Bound = 'from' | 'to';

/**
 * The dashboard's custom period (spec §3: start and end datetimes): each end a day in the date picker, typed in the
 * interface language's format (ru 31.12.2025), and a 24-hour time, in the user's time zone. Loaded on demand
 * (period-selector.tsx): the calendar is not in the dashboard's first-load JS.
 */
export function PeriodRangeForm({ range, onApply }: { range: { ge: string; le: string }; onApply: (range: { ge: string; le: string }) => void }) {
  const t = useTranslations('Operations');
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const id = useId();
  const [parts, setParts] = useState<Record<Bound, DateTimeParts>>(() => ({
    from: dateTimeParts(toZonedInputValue(range.ge, timeZone)),
    to: dateTimeParts(toZonedInputValue(range.le, timeZone)),
  }));
  const [badTimes, setBadTimes] = useState<Bound[]>([]);
  const [rangeError, setRangeError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const from = joinDateTime(parts.from, false);
    const to = joinDateTime(parts.to, true);
    setBadTimes((['from', 'to'] as const).filter((bound) => (bound === 'from' ? from : to) === undefined));
    if (from === undefined || to === undefined) return;
    const ge = fromZonedInputValue(from, timeZone);
    const le = fromZonedInputValue(to, timeZone, true);
    const wrong = !ge || !le || Date.parse(ge) >= Date.parse(le);
    setRangeError(wrong);
    if (!wrong) onApply({ ge, le });
  }

  const field = (bound: Bound, dateLabel: string, timeLabel: string) => (
    <DateTimeField
      id={`${id}-${bound}`}
      parts={parts[bound]}
      dateLabel={dateLabel}
      timeLabel={timeLabel}
      error={badTimes.includes(bound) ? t('filterTimeInvalid') : undefined}
      onChange={(change) => setParts((current) => withBoundChange(current, bound, change))}
    />
  );

  return (
    <form onSubmit={submit} aria-label={t('periodCustom')} noValidate data-testid="period-range">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="2">
        {field('from', t('filterDateFrom'), t('filterTimeFrom'))}
        {field('to', t('filterDateTo'), t('filterTimeTo'))}
      </Grid>
      {rangeError && (
        <Text role="alert" textStyle="sm" color="fg.error" mt="1">
          {t('periodInvalid')}
        </Text>
      )}
      <Button type="submit" size="sm" mt="2">
        {t('apply')}
      </Button>
    </form>
  );
}
