'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PlainCheckbox } from './inputs';
import kit from './kit.module.css';

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: string;
  /** A second, smaller line (a terminal's outlet name). */
  sublabel?: string;
}

/**
 * A labelled group of checkboxes for a multi-value filter (the list's and the reconciliations'): the legend
 * counts the chosen ones, long lists scroll, `children` go above the options (a search field).
 */
export function PlainCheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  testId,
  showEmpty = false,
  children,
}: {
  legend: string;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  testId?: string;
  /** Say "Нет вариантов" when there is nothing to choose (e.g. a search that matches nothing). */
  showEmpty?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('Shell');
  const toggle = (value: T, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className={kit.checkboxGroup} data-testid={testId}>
      <legend className={kit.legend}>
        {legend}
        {selected.length > 0 && (
          <span className={kit.legendCount}>
            {' '}
            ({t('selectedCount', { count: selected.length })})
          </span>
        )}
      </legend>
      {children}
      <div className={kit.checkboxOptions}>
        {showEmpty && options.length === 0 && <p className={kit.muted}>{t('noOptions')}</p>}
        {options.map((option) => (
          <PlainCheckbox
            key={String(option.value)}
            className={kit.checkboxOption}
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            label={
              <>
                {option.label}
                {option.sublabel && <span className={kit.sublabel}> {option.sublabel}</span>}
              </>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
