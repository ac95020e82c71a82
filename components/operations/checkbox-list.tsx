'use client';

import { useTranslations } from 'next-intl';
import { PlainCheckbox } from '@/components/plain/inputs';
import styles from './list.module.css';

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: string;
  sublabel?: string;
}

/** A labelled group of checkboxes for a multi-value filter; long lists scroll. */
export function CheckboxList<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  testId,
}: {
  legend: string;
  options: CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  testId?: string;
}) {
  const t = useTranslations('Operations');
  const toggle = (value: T, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className={styles.checkboxGroup} data-testid={testId}>
      <legend className={styles.legend}>
        {legend}
        {selected.length > 0 && (
          <span className={styles.legendCount}>
            {' '}
            ({t('filterSelected', { count: selected.length })})
          </span>
        )}
      </legend>
      <div className={styles.checkboxScroll}>
        {options.map((option) => (
          <PlainCheckbox
            key={String(option.value)}
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            label={
              <>
                {option.label}
                {option.sublabel && <span className={styles.sublabel}> {option.sublabel}</span>}
              </>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
