'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { firstField, PlainDialog } from '@/components/plain/dialog';
import { ChangePasswordForm, type ChangePasswordMode } from './change-password-form';
import { PlainAlert } from '@/components/plain/controls';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract';
import kit from '@/components/plain/kit.module.css';
import styles from './account.module.css';

interface ChangePasswordDialogProps {
  mode: Exclude<ChangePasswordMode, 'restore'>;
  passExpireDate: string | null;
  captchaConfig: CaptchaConfiguration;
  /** Spec §8 "Captcha configuration fails → fall back to enabled with empty keys and show an error". */
  captchaFailed?: boolean;
  onClose: () => void;
  onDone: (next: 'dashboard' | 'auth') => void;
}

/** Spec §2 "Password change (width 500)"; forced at first login it cannot be dismissed. */
export default function ChangePasswordDialog({ mode, passExpireDate, captchaConfig, captchaFailed = false, onClose, onDone }: ChangePasswordDialogProps) {
  const t = useTranslations('Account');
  const format = useFormatter();
  return (
    <PlainDialog open width={500} initialFocus={firstField} onClose={onClose} closable={mode !== 'forced'} title={t('changePasswordTitle')} testId="change-password-dialog">
      <div className={kit.stack}>
        {mode === 'forced' && <p className={styles.hint}>{t('forcedHint')}</p>}
        {mode === 'expiring' && passExpireDate && (
          <p className={styles.hint}>{t('expiringHint', { date: format.dateTime(new Date(passExpireDate), { dateStyle: 'long' }) })}</p>
        )}
        {captchaFailed && <PlainAlert status="error">{t('captchaConfigFailed')}</PlainAlert>}
        <ChangePasswordForm mode={mode} captchaConfig={captchaConfig} onCancel={onClose} onDone={onDone} />
      </div>
    </PlainDialog>
  );
}
