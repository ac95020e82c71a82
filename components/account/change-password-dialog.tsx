'use client';

import { Dialog, Portal, Text } from '@chakra-ui/react';
import { useFormatter, useTranslations } from 'next-intl';
import { ChangePasswordForm, type ChangePasswordMode } from './change-password-form';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract';

interface ChangePasswordDialogProps {
  mode: Exclude<ChangePasswordMode, 'restore'>;
  passExpireDate: string | null;
  captchaConfig: CaptchaConfiguration;
  onClose: () => void;
  onDone: (next: 'dashboard' | 'auth') => void;
}

/** Spec §2 "Password change (width 500)"; forced at first login it cannot be dismissed. */
export default function ChangePasswordDialog({ mode, passExpireDate, captchaConfig, onClose, onDone }: ChangePasswordDialogProps) {
  const t = useTranslations('Account');
  const format = useFormatter();
  const dismissible = mode !== 'forced';
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && dismissible && onClose()}
      closeOnInteractOutside={dismissible}
      closeOnEscape={dismissible}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="3" data-testid="change-password-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('changePasswordTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {mode === 'forced' && <Text mb="4">{t('forcedHint')}</Text>}
              {mode === 'expiring' && passExpireDate && (
                <Text mb="4">{t('expiringHint', { date: format.dateTime(new Date(passExpireDate), { dateStyle: 'long' }) })}</Text>
              )}
              <ChangePasswordForm mode={mode} captchaConfig={captchaConfig} onCancel={onClose} onDone={onDone} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
