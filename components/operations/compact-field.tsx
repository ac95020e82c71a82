'use client';

import { useId, type ReactNode } from 'react';
import styles from './dashboard.module.css';

/** A small labelled control of the dashboard bar; the control gets the label's id through `children`. */
export function CompactField({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
