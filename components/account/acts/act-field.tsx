'use client';

import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import plain from '@/components/plain/plain.module.css';
import styles from './acts.module.css';

/** The wiring an {@link ActField} gives its control. */
export interface ActControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** The red asterisk after a required field's label (hidden from screen readers: the control is `required`). */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

/**
 * A required field of the act form: label with its asterisk, the control (given id and aria by cloning) and the
 * error text, marked `data-field` with the field's name.
 */
export function ActField({ name, label, error, children }: { name: string; label: ReactNode; error: string | null; children: ReactElement<Partial<ActControlProps>> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={plain.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      {cloneElement(children, { id, required: true, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && <FieldError id={errorId} name={name} message={error} />}
    </div>
  );
}

export function FieldError({ id, name, message }: { id: string; name: string; message: string }) {
  return (
    <p className={plain.errorText} id={id} data-field={name}>
      {message}
    </p>
  );
}
