'use client';

import { useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/plain/classes';
import styles from '@/components/plain/plain.module.css';
import { useModalDialog } from '@/lib/client/modal-dialogs';

/**
 * Spec §8: HTTP 502 or 504 → 'The system is temporarily unavailable, please try again later'.
 * A native modal <dialog>: the browser traps focus, closes it on Esc and makes the page behind inert,
 * with no dialog library on the first load of any page (the login page included).
 */
export function UnavailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Errors');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModalDialog(ref, open);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="unavailable-dialog"
      onClose={onClose}
    >
      <h2 className={styles.dialogTitle} id={`${id}-title`}>
        {t('unavailableTitle')}
      </h2>
      <p className={styles.dialogBody} id={`${id}-text`}>
        {t('unavailable')}
      </p>
      <div className={styles.dialogFooter}>
        <button type="button" className={buttonClass('solid')} onClick={() => (typeof ref.current?.close === 'function' ? ref.current.close() : onClose())}>
          {t('ok')}
        </button>
      </div>
    </dialog>
  );
}
