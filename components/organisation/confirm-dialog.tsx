'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { PlainButton } from '@/components/plain/controls';
import { PlainDialog } from '@/components/plain/dialog';
import styles from './organisation.module.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes / no question before an operator is deleted or its password reset (width 500, spec §9). */
export function ConfirmDialog({ title, text, confirmLabel, danger = false, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useTranslations('Organisation');
  const cancelId = useId();
  return (
    <PlainDialog
      open
      role="alertdialog"
      width={500}
      initialFocus={() => document.getElementById(cancelId)}
      title={title}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <PlainButton id={cancelId} variant="outline" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </PlainButton>
          <span className={danger ? styles.danger : styles.plainWrap}>
            <PlainButton onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </PlainButton>
          </span>
        </>
      }
    >
      <p className={styles.confirmText}>{text}</p>
    </PlainDialog>
  );
}
