'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';
import { PlainSpinner } from '@/components/plain/controls';
import { buttonClass, type ButtonVariant } from '@/components/plain/classes';
import styles from './reconciliation.module.css';

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** xs: 32 px (row actions), sm: 36 px (toolbars and forms), md: 40 px (dialogs). */
  size?: 'xs' | 'sm' | 'md';
  /** The brand's outline (text in the brand colour) instead of the grey one. */
  brand?: boolean;
  /** A white face on a grey surface. */
  onWhite?: boolean;
  loading?: boolean;
  /** Shown next to the spinner while loading; without it the label is kept (hidden) under the spinner. */
  loadingText?: string;
}

/** The page's buttons in Chakra's sizes; while loading it is busy and not clickable twice. */
export function ActionButton({ variant = 'outline', size = 'sm', brand = false, onWhite = false, loading = false, loadingText, disabled, type = 'button', children, ...rest }: ActionButtonProps) {
  const className = [
    buttonClass(variant, { small: size === 'sm' }),
    size === 'xs' && styles.buttonXs,
    brand && variant === 'outline' && styles.brandOutline,
    onWhite && styles.onWhite,
    loading && !loadingText && styles.busyButton,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={className} disabled={disabled || loading} aria-busy={loading || undefined} data-loading={loading || undefined}>
      {!loading && children}
      {loading && loadingText && (
        <>
          <PlainSpinner />
          {loadingText}
        </>
      )}
      {loading && !loadingText && (
        <>
          <span className={styles.busyLabel}>{children}</span>
          <span className={styles.busySpinner}>
            <PlainSpinner />
          </span>
        </>
      )}
    </button>
  );
}
