'use client';

import { Button, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { DialogBody, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';

export interface CloseDayConfirmProps {
  terminalLabel: string;
  /** The close-day call is under way: the dialog stays and cannot be dismissed. */
  running: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation of a day close (an alert dialog, 750 px: Cancel takes the first focus). Esc cancels
 * unless the call is under way; a click beside it does not, and it has no × (only its two answers).
 * Loaded on demand: rendered only while open.
 */
export function CloseDayConfirm({ terminalLabel, running, onConfirm, onCancel }: CloseDayConfirmProps) {
  const t = useTranslations('Reconciliation');
  return (
    <DialogRoot open role="alertdialog" size="lg" closeOnInteractOutside={false} closeOnEscape={!running} onOpenChange={({ open }) => !open && !running && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('closeDayConfirmTitle')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Text>{t('closeDayConfirmText', { terminal: terminalLabel })}</Text>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={running}>
            {t('closeDayCancel')}
          </Button>
          <Button onClick={onConfirm} loading={running} loadingText={t('closeDayRunning')}>
            {t('closeDayConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
