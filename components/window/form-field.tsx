'use client';

import { cloneElement, useId, type ReactElement } from 'react';
import plain from '@/components/plain/plain.module.css';
import styles from './window.module.css';

export interface WindowControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A label, its control and the error or hint under it, wired by ids (as Chakra's Field was): a required
 * field shows the red star (hidden from the accessible name). The control keeps its own class.
 */
export function WindowField({
  label,
  required = false,
  error,
  hint,
  children,
}: {
  label: string;
  required?: boolean;
  error: string | null;
  /** Shown when there is no error. */
  hint?: string;
  children: ReactElement<Partial<WindowControlProps>>;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint ?? null;
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
      {cloneElement(children, { id, required, 'aria-invalid': Boolean(error), 'aria-describedby': note ? noteId : undefined })}
      {note && (
        <p className={error ? plain.errorText : styles.hint} id={noteId}>
          {note}
        </p>
      )}
    </div>
  );
}
