'use client';

import { cloneElement, useId, type ButtonHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
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



export type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  wide?: boolean;
  /** 36 px (toolbars and forms). */
  small?: boolean;
  /** 32 px, Chakra's xs (row actions in a table). */
  xs?: boolean;
  loading?: boolean;
  /** While loading the label stays (hidden) under the spinner, so the button keeps its width. */
  keepWidth?: boolean;
};

function plainButtonClass({ variant, wide, small, xs, busy, className }: { variant: ButtonVariant; wide?: boolean; small?: boolean; xs?: boolean; busy: boolean; className?: string }): string {
  return [buttonClass(variant, { wide, small, xs }), busy && styles.busyButton, className].filter(Boolean).join(' ');
}

/** A button; while `loading` it keeps its size, shows a spinner and is busy (not clickable twice). */
export function PlainButton({
  variant = 'solid',
  wide,
  small,
  xs,
  loading = false,
  keepWidth = false,
  disabled,
  children,
  type = 'button',
  className,
  ...rest
}: PlainButtonProps) {
  const covered = loading && keepWidth;
  return (
    <button
      {...rest}
      type={type}
      className={plainButtonClass({ variant, wide, small, xs, busy: covered, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      {covered ? (
        <>
          <span className={styles.busyLabel}>{children}</span>
          <span className={styles.busySpinner}>
            <PlainSpinner />
          </span>
        </>
      ) : (
        <>
          {loading && <PlainSpinner />}
          {children}
        </>
      )}
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

/** The red star after a required field's label (hidden from screen readers: the control itself is `required`). */
export function PlainRequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

/** A field's error text; `field` names the form field (`data-field`) for the forms that look errors up by it. */
export function PlainFieldError({ id, field, testId, children }: { id: string; field?: string; testId?: string; children: ReactNode }) {
  return (
    <p className={styles.errorText} id={id} data-field={field} data-testid={testId}>
      {children}
    </p>
  );
}

export interface PlainFieldProps {
  label: string;
  /** The control's id; a generated one when not given. Error and hint take it with `-error` / `-hint`. */
  id?: string;
  required?: boolean;
  /** A required field shows a red star after its label (hidden from the accessible name). */
  requiredMark?: boolean;
  /** Shown under the control and marks it invalid. */
  error?: string | null;
  /** Shown under the control when there is no error, and describes it. */
  hint?: string;
  /** `data-testid` of the error text. */
  errorTestId?: string;
  /** `data-field` of the error text (the form field's name). */
  errorField?: string;
  /** The control keeps its own class: the kit's inputs and selects carry the field look already. */
  keepClass?: boolean;
  /** A small field of a toolbar: the control gets only the id and keeps its own class, `required` and aria. */
  compact?: boolean;
  /** Extra class of the field box (e.g. its width in a toolbar). */
  className?: string;
  children: ReactElement<Partial<FieldControlProps>>;
}

function controlProps(id: string, { required, error, describedBy, keepClass, own }: { required: boolean; error: boolean; describedBy?: string; keepClass: boolean; own?: string }): Partial<FieldControlProps> {
  const wiring = { id, required, 'aria-invalid': error, 'aria-describedby': describedBy };
  // a key set to undefined would wipe the control's own class
  if (keepClass) return wiring;
  return { ...wiring, className: own ? `${styles.input} ${own}` : styles.input };
}

/**
 * Label, control and error (or hint) text wired together (ids, `aria-invalid`, `aria-describedby`), like
 * Chakra's Field: the control element gets its props by cloning, so any input (plain or password) fits.
 */
export function PlainField({
  label,
  id: givenId,
  required = false,
  requiredMark = false,
  error,
  hint,
  errorTestId,
  errorField,
  keepClass = false,
  compact = false,
  className,
  children,
}: PlainFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && requiredMark && <PlainRequiredMark />}
      </label>
      {compact
        ? cloneElement(children, { id })
        : cloneElement(children, controlProps(id, { required, error: Boolean(error), describedBy, keepClass, own: children.props.className }))}
      {error ? (
        <PlainFieldError id={errorId} field={errorField} testId={errorTestId}>
          {error}
        </PlainFieldError>
      ) : (
        hint && (
          <p className={styles.hint} id={hintId}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
