'use client';

import { cloneElement, useId, type ButtonHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import styles from './plain.module.css';
import { buttonClass, type ButtonVariant } from './classes';

export type PlainStatus = 'error' | 'info' | 'success' | 'warning';

const ICON_PATHS: Record<PlainStatus, string> = {
  error: 'M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-5h2v2h-2v-2Zm0-8h2v6h-2V7Z',
  warning: 'M12.866 3 22.39 19.5a1 1 0 0 1-.866 1.5H2.476a1 1 0 0 1-.866-1.5L11.134 3a1 1 0 0 1 1.732 0ZM4.21 19h15.58L12 5.5 4.21 19ZM11 16h2v2h-2v-2Zm0-7h2v5h-2V9Z',
  info: 'M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-9h2v6h-2v-6Zm0-4h2v2h-2V7Z',
  success: 'M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-5.414 5.657-5.657 1.414 1.414L11 17.414 6.757 13.17l1.414-1.414L11 14.586Z',
};

export function StatusIcon({ status }: { status: PlainStatus }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={ICON_PATHS[status]} />
    </svg>
  );
}

/** A message box inside a form (Chakra's subtle alert look, without its runtime). */
export function PlainAlert({ status, role, testId, children }: { status: PlainStatus; role?: 'alert' | 'status'; testId?: string; children: ReactNode }) {
  return (
    <div className={styles.alert} data-status={status} role={role} data-testid={testId}>
      <StatusIcon status={status} />
      <div className={styles.alertTitle}>{children}</div>
    </div>
  );
}

export function PlainSpinner({ large = false }: { large?: boolean }) {
  return <span className={large ? `${styles.spinner} ${styles.spinnerLarge}` : styles.spinner} aria-hidden="true" />;
}


/** A button; while `loading` it keeps its size, shows a spinner and is busy (not clickable twice). */
export function PlainButton({
  variant = 'solid',
  wide,
  small,
  loading = false,
  disabled,
  children,
  type = 'button',
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; wide?: boolean; small?: boolean; loading?: boolean }) {
  return (
    <button {...rest} type={type} className={className ? `${buttonClass(variant, { wide, small })} ${className}` : buttonClass(variant, { wide, small })} disabled={disabled || loading} aria-busy={loading || undefined} data-loading={loading || undefined}>
      {loading && <PlainSpinner />}
      {children}
    </button>
  );
}

export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
}

/**
 * Label, control and error text wired together (ids, `aria-invalid`, `aria-describedby`), like Chakra's
 * Field: the control element gets its props by cloning, so any input (plain or password) fits.
 */
export function PlainField({
  label,
  required = false,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  /** Shown under the control and marks it invalid. */
  error?: string | null;
  children: ReactElement<Partial<FieldControlProps>>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        required,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        className: children.props.className ? `${styles.input} ${children.props.className}` : styles.input,
      })}
      {error && (
        <p className={styles.errorText} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
