'use client';

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './plain.module.css';
import kit from './kit.module.css';

function join(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A native select in the field look, with a chevron; fits `PlainField` (which passes id, aria and class). */
export function PlainSelect({ className, children, small = false, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { small?: boolean; children: ReactNode }) {
  return (
    <span className={kit.selectField}>
      <select {...rest} className={join(styles.input, kit.selectControl, small && kit.controlSmall, className)}>
        {children}
      </select>
      <svg className={kit.selectChevron} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </span>
  );
}

/** A text input in the field look (for use outside `PlainField`, e.g. a search box with an aria-label). */
export function PlainInput({ className, small = false, ...rest }: InputHTMLAttributes<HTMLInputElement> & { small?: boolean }) {
  return <input {...rest} className={join(styles.input, small && kit.controlSmall, className)} />;
}

export function PlainTextarea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...rest} className={join(styles.input, kit.textarea, className)} />;
}

/** A native checkbox with its label; the whole line is clickable. */
export function PlainCheckbox({ label, className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={join(kit.checkbox, className)}>
      <input {...rest} type="checkbox" className={kit.checkboxInput} />
      <span>{label}</span>
    </label>
  );
}

export type BadgeTone = 'gray' | 'green' | 'red' | 'orange' | 'blue' | 'yellow' | 'purple';

export function PlainBadge({ tone = 'gray', children, testId }: { tone?: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span className={kit.badge} data-tone={tone} data-testid={testId}>
      {children}
    </span>
  );
}
