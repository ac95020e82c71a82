'use client';

import type { ReactNode } from 'react';
import plain from '@/components/plain/plain.module.css';
import styles from './organisation.module.css';

/** Label (with the required mark), control, then the error or else the hint, wired by ids like Chakra's Field. */
export function FormField({ id, label, required = false, error, hint, children }: {
  id: string;
  label: string;
  required?: boolean;
  error: string | null;
  hint?: string;
  children: (aria: { 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={plain.field}>
      <label className={plain.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {error ? (
        <p className={plain.errorText} id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className={styles.helperText} id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
