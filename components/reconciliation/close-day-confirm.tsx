'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { PlainButton } from '@/components/plain/controls';
import { PlainDialog } from '@/components/plain/dialog';
import kit from '@/components/plain/kit.module.css';

export interface CloseDayConfirmProps {
  terminalLabel: string;
  /** The close-day call is under way: the dialog stays and cannot be dismissed. */
  running: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation of a day close (an alert dialog: Cancel takes the first focus). Esc cancels
 * unless the call is under way; a click beside it does not, and it has no × (only its two answers).
 * Loaded on demand: rendered only while open.
 */
export function CloseDayConfirm({ terminalLabel, running, onConfirm, onCancel }: CloseDayConfirmProps) {
  const t = useTranslations('Reconciliation');

  useEffect(() => {
    if (running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [running, onCancel]);

  return (
    <PlainDialog
      open
      onClose={onCancel}
      role="alertdialog"
      closable={false}
      size="lg"
      title={t('closeDayConfirmTitle')}
      footer={
        <>
          <PlainButton variant="outline" onClick={onCancel} disabled={running}>
            {t('closeDayCancel')}
          </PlainButton>
          <PlainButton onClick={onConfirm} loading={running}>
            {running ? t('closeDayRunning') : t('closeDayConfirm')}
          </PlainButton>
        </>
      }
    >
      <p className={kit.text}>{t('closeDayConfirmText', { terminal: terminalLabel })}</p>
    </PlainDialog>
  );
}
