'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { closesByItself, type AppAlert, type AlertStore } from '@/lib/client/alerts';
import { subscribeModalDialogs, topModalDialog } from '@/lib/client/modal-dialogs';
import { StatusIcon } from '@/components/plain/controls';
import styles from '@/components/plain/plain.module.css';

function AlertToast({ alert, onClose }: { alert: AppAlert; onClose: () => void }) {
  const t = useTranslations('Shell');
  useEffect(() => {
    if (!closesByItself(alert)) return;
    const timer = window.setTimeout(onClose, alert.time * 1000);
    return () => window.clearTimeout(timer);
  }, [alert, onClose]);
  return (
    <div className={`${styles.alert} ${styles.toast}`} data-status={alert.type} role={alert.type === 'error' ? 'alert' : 'status'}>
      <StatusIcon status={alert.type} />
      <div className={styles.alertText}>{alert.message}</div>
      {alert.button && (
        <button type="button" className={styles.button} onClick={alert.button.onClick}>
          {alert.button.label}
        </button>
      )}
      <button type="button" className={`${styles.iconButton} ${styles.toastClose}`} aria-label={t('closeAlert')} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The alert toasts of every page (spec §2): newest last, at most four; inside the open modal dialog, if any. Plain elements and CSS, no
 * design-system runtime: it is part of every page's first load, the login page's included.
 */
export function AlertStack({ store }: { store: AlertStore }) {
  const t = useTranslations('Shell');
  const alerts = useSyncExternalStore(store.subscribe, store.get, store.get);
  // While a modal dialog is open the toasts live inside it; elsewhere the page is inert and they could not be closed.
  const modal = useSyncExternalStore(subscribeModalDialogs, topModalDialog, () => null);
  const region = (
    <div className={styles.toastRegion} role="region" aria-label={t('notifications')} aria-live="polite">
      {alerts.map((alert) => (
        <AlertToast key={alert.id} alert={alert} onClose={() => store.close(alert.id)} />
      ))}
    </div>
  );
  return modal ? createPortal(region, modal) : region;
}
