'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import styles from './plain.module.css';

export function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A password field whose text can be revealed (spec §2: "Password fields can reveal their text"). */
export function PlainPasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordBox}>
      <input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.iconButton}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        <EyeIcon open={!visible} />
      </button>
    </div>
  );
}
