'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { Button, Text } from '@chakra-ui/react';
import { PeriodField } from '@/components/ui/period-field';
import { fromZonedInputValue } from '@/lib/operations/dates';
import { joinDateTime, periodPartsOf, type PeriodBound, type PeriodParts } from '@/lib/operations/period-parts';

/**
 * The dashboard's custom period (spec §3: start and end datetimes): its days in the range date picker, typed in the
 * interface language's format (ru 31.12.2025) or picked (a day picked means the whole day), and a 24-hour time for
 * each end, in the user's time zone. Loaded on demand (period-selector.tsx): the calendar is not in the dashboard's
 * first-load JS.
 */
export function PeriodRangeForm({ range, onApply }: { range: { ge: string; le: string }; onApply: (range: { ge: string; le: string }) => void }) {
  const t = useTranslations('Operations');
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const id = useId();
  const [period, setPeriod] = useState<PeriodParts>(() => periodPartsOf(range, timeZone));
  const [badTimes, setBadTimes] = useState<PeriodBound[]>([]);
  const [rangeError, setRangeError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const from = joinDateTime(period.from, false);
    const to = joinDateTime(period.to, true);
    setBadTimes((['from', 'to'] as const).filter((bound) => (bound === 'from' ? from : to) === undefined));
    if (from === undefined || to === undefined) return;
    const ge = fromZonedInputValue(from, timeZone);
    const le = fromZonedInputValue(to, timeZone, true);
    const wrong = !ge || !le || Date.parse(ge) >= Date.parse(le);
    setRangeError(wrong);
    if (!wrong) onApply({ ge, le });
  }

  const timeError = (bound: PeriodBound) => (badTimes.includes(bound) ? t('filterTimeInvalid') : undefined);

  return (
    <form onSubmit={submit} aria-label={t('periodCustom')} noValidate data-testid="period-range">
      <PeriodField
        id={id}
        period={period}
        onChange={setPeriod}
        labels={{ dateFrom: t('filterDateFrom'), dateTo: t('filterDateTo'), timeFrom: t('filterTimeFrom'), timeTo: t('filterTimeTo') }}
        errors={{ from: timeError('from'), to: timeError('to') }}
      />
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
