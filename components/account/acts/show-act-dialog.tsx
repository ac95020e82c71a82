'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainButton, PlainSpinner } from '@/components/plain/controls';
import { PlainDialog } from '@/components/plain/dialog';
import { buttonClass } from '@/components/plain/classes';
import kit from '@/components/plain/kit.module.css';
import styles from './acts.module.css';
import { useActAlerts } from './use-act-alerts';
import { ACT_DISPLAY_ROWS, actDisplayValue, type ActDisplayRow } from '@/lib/account/acts';
import type { Act, ApiResult } from '@/lib/acquiring/contract';

/** Labels of the rows: the client's fields are the company fields of the form. */
const ROW_LABEL = {
  actId: 'actId',
  actDate: 'actDate',
  companyName: 'clientName',
  companyAddress: 'clientAddress',
  companyAdminName: 'clientAdminName',
  bankAdminName: 'bankAdminName',
  certUniqNumber: 'certUniqNumber',
  certStartDate: 'certStartDate',
  certEndDate: 'certEndDate',
  certAlgorithm: 'certAlgorithm',
  certEncryptionLib: 'certEncryptionLib',
  certPublicKey: 'certPublicKey',
  certAttestation: 'certAttestation',
} as const satisfies Record<ActDisplayRow, string>;

type Loaded = { state: 'loading' } | { state: 'ready'; act: Act | null } | { state: 'failed' };

/** The public key, folded until asked for (a disclosure button). */
function PublicKey({ value }: { value: string }) {
  const t = useTranslations('Acts');
  const [open, setOpen] = useState(false);
  const keyId = useId();
  return (
    <>
      <button
        type="button"
        className={`${buttonClass('outline')} ${styles.keyToggle}`}
        aria-expanded={open}
        aria-controls={keyId}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="act-public-key-toggle"
      >
        {open ? t('hideKey') : t('showKey')}
      </button>
      <pre className={styles.publicKey} id={keyId} hidden={!open} data-testid="act-public-key">
        {value}
      </pre>
    </>
  );
}

/** Spec §2 "Show act dialog (width 750)": every field of the act; the public key collapsible. */
export default function ShowActDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Acts');
  // The focus goes back to the user menu on close.
  const { api } = useApp();
  const notify = useRef(useActAlerts());
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const act = loaded.state === 'ready' ? loaded.act : null;

  useEffect(() => {
    let live = true;
    api<ApiResult<Act | null>>('api/qps-refund-keys/show', { method: 'POST' })
      .then((answer) => live && setLoaded({ state: 'ready', act: answer.result ?? null }))
      .catch((error: unknown) => {
        if (!live) return;
        setLoaded({ state: 'failed' });
        notify.current.failed(error);
      });
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <PlainDialog
      width={750}
      open
      onClose={onClose}
      title={t('showTitle')}
      testId="show-act-dialog"
      footer={
        <PlainButton variant="outline" onClick={onClose}>
          {t('close')}
        </PlainButton>
      }
    >
      <div>
        {loaded.state === 'loading' && (
          <div className={styles.loading} role="status">
            <PlainSpinner />
            <span>{t('showLoading')}</span>
          </div>
        )}
        {loaded.state === 'failed' && <p className={styles.failed}>{t('actFailed')}</p>}
        {loaded.state === 'ready' && loaded.act === null && <p className={kit.text}>{t('showEmpty')}</p>}
        {act !== null && (
          <dl className={styles.rows}>
            {ACT_DISPLAY_ROWS.map((row) => (
              <div key={row} className={styles.row} data-testid={`act-row-${row}`}>
                <dt className={styles.term}>{t(ROW_LABEL[row])}</dt>
                <dd className={styles.value}>{row === 'certPublicKey' ? <PublicKey value={act.certPublicKey} /> : actDisplayValue(act, row)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </PlainDialog>
  );
}
