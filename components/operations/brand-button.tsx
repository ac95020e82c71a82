'use client';

import type { ButtonHTMLAttributes } from 'react';
import { PlainSpinner } from '@/components/plain/controls';
import { buttonClass } from '@/components/plain/classes';
import styles from './brand-button.module.css';

/**
 * A small button in the brand palette: solid, or outlined with brand text (Chakra's outline look with
 * `colorPalette="brand"`). While `loading` it is busy, shows a spinner and cannot be pressed twice.
 */
export function BrandButton({
  variant = 'solid',
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & { variant?: 'solid' | 'outline'; loading?: boolean }) {
  const className = variant === 'solid' ? buttonClass('solid', { small: true }) : `${buttonClass('outline', { small: true })} ${styles.brandOutline}`;
  return (
    <button {...rest} type={type} className={className} disabled={disabled || loading} aria-busy={loading || undefined} data-loading={loading || undefined}>
      {loading && <PlainSpinner />}
      {children}
    </button>
  );
}
