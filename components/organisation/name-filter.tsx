'use client';

import { PlainInput } from '@/components/plain/inputs';
import plain from '@/components/plain/plain.module.css';
import styles from './organisation.module.css';

/** A labelled text filter above a list. */
export function NameFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={`${plain.field} ${styles.nameFilter}`}>
      <label className={plain.label} htmlFor={id}>
        {label}
      </label>
      <PlainInput id={id} type="search" small value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </div>
  );
}
