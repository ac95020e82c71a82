'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Stack, Text } from '@chakra-ui/react';
import { ChangePasswordForm, type ChangePasswordMode } from './change-password-form';
import { AccountDialog } from './account-dialog';
import { FormAlert } from './form-alert';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';

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
    <AccountDialog size="sm" onClose={onClose} closable={mode !== 'forced'} title={t('changePasswordTitle')} testId="change-password-dialog">
      <Stack gap="4">
        {mode === 'forced' && <Text textStyle="sm">{t('forcedHint')}</Text>}
        {mode === 'expiring' && passExpireDate && (
          <Text textStyle="sm">{t('expiringHint', { date: format.dateTime(new Date(passExpireDate), { dateStyle: 'long' }) })}</Text>
        )}
        {captchaFailed && <FormAlert status="error">{t('captchaConfigFailed')}</FormAlert>}
        <ChangePasswordForm mode={mode} captchaConfig={captchaConfig} onCancel={onClose} onDone={onDone} />
      </Stack>
    </AccountDialog>
  );
}
