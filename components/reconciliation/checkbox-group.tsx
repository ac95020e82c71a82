'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PlainCheckbox } from '@/components/plain/inputs';
import kit from '@/components/plain/kit.module.css';
import type { Option } from '@/lib/reconciliation/present';
import styles from './reconciliation.module.css';

/** A labelled group of checkboxes for a multi-value filter; long lists scroll. */
export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  children,
}: {
  legend: string;
  options: Option<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Above the options (a search field). */
  children?: ReactNode;
}) {
  const t = useTranslations('Reconciliation');
  const toggle = (value: T, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {legend}
        {selected.length > 0 && (
          <span className={styles.legendCount}>
            {' '}
            ({t('filterSelected', { count: selected.length })})
          </span>
        )}
      </legend>
      {children}
      <div className={styles.options}>
        {options.length === 0 && <p className={kit.muted}>{t('filterNothing')}</p>}
        {options.map((option) => (
          <PlainCheckbox
            key={String(option.value)}
            className={styles.option}
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            label={
              <>
                {option.label}
                {option.sublabel && (
                  <span className={styles.mutedXs}>
                    {' '}
                    {option.sublabel}
                  </span>
                )}
              </>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
