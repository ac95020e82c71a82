'use client';

import { useState, type FormEvent } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { DASHBOARD_PERIOD_UNITS, type DashboardPeriodUnit } from '@/lib/domain/limits';
import { MAX_PERIOD_LENGTH, type DashboardPeriod } from '@/lib/operations/dashboard-state';
import { fromZonedInputValue, toZonedInputValue } from '@/lib/operations/dates';
import { PlainButton, PlainField } from '@/components/plain/controls';
import { PlainInput, PlainSelect } from '@/components/plain/inputs';
import styles from './dashboard.module.css';

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
    <div className={styles.card} data-testid="period-selector">
      <div className={styles.presets} role="group" aria-label={t('periodPresets')}>
        {PRESETS.map((preset) => (
          <PlainButton
            key={preset.id}
            small
            variant={isPreset(preset) ? 'solid' : 'brand-outline'}
            aria-pressed={isPreset(preset)}
            onClick={() => {
              setCustom(false);
              setLength(String(preset.length));
              setUnit(preset.unit);
              onChange({ kind: 'last', length: preset.length, unit: preset.unit });
            }}
          >
            {t(`preset.${preset.id}`)}
          </PlainButton>
        ))}
        <PlainButton small variant={custom ? 'solid' : 'brand-outline'} aria-pressed={custom} aria-expanded={custom} onClick={() => setCustom((value) => !value)}>
          {t('periodCustom')}
        </PlainButton>
      </div>
      {!custom ? (
        <form onSubmit={applyLength} aria-label={t('period')}>
          <div className={styles.fields}>
            <PlainField compact label={t('periodLast')} className={styles.lengthField}>
              <PlainInput
                small
                inputMode="numeric"
                value={length}
                onChange={(event) => setLength(event.target.value)}
                aria-label={t('periodLength')}
                aria-invalid={!lengthValid}
              />
            </PlainField>
            {/* The unit agrees with the length: «Последние 24 часа», «1 день», «12 месяцев». */}
            <PlainField compact label={t('periodUnit')} className={styles.unitField}>
              <PlainSelect small value={unit} onChange={(event) => setUnit(event.target.value as DashboardPeriodUnit)}>
                {DASHBOARD_PERIOD_UNITS.map((item) => (
                  <option key={item} value={item}>
                    {t(`unit.${item}`, { count: lengthValid ? lengthNumber : 0 })}
                  </option>
                ))}
              </PlainSelect>
            </PlainField>
            <PlainButton type="submit" small disabled={!lengthValid}>
              {t('apply')}
            </PlainButton>
          </div>
        </form>
      ) : (
        <form onSubmit={applyRange} aria-label={t('periodCustom')}>
          <div className={styles.fields}>
            <PlainField compact label={t('periodFrom')}>
              <PlainInput small type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} aria-invalid={rangeError} />
            </PlainField>
            <PlainField compact label={t('periodTo')}>
              <PlainInput small type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} aria-invalid={rangeError} />
            </PlainField>
            <PlainButton type="submit" small>
              {t('apply')}
            </PlainButton>
          </div>
          {rangeError && (
            <p className={styles.rangeError} role="alert">
              {t('periodInvalid')}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
