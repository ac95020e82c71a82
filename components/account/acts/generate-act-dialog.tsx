'use client';

import { useTranslations } from 'next-intl';
import { PlainDialog } from '@/components/plain/dialog';
import kit from '@/components/plain/kit.module.css';
import { GenerateActForm } from './generate-act-form';
import type { ActPrefill } from '@/lib/account/acts';
import styles from './acts.module.css';
import { useDialogFocus } from '../use-dialog-focus';

interface GenerateActDialogProps {
  /** Empty fields when not given. */
  prefill?: ActPrefill;
  onClose: () => void;
  onGenerated: () => void;
}

/** Spec §2 "Generate act form (width 550)". */
export default function GenerateActDialog({ prefill, onClose, onGenerated }: GenerateActDialogProps) {
  const t = useTranslations('Acts');
  const body = useDialogFocus<HTMLDivElement>({ firstField: true });
  return (
    <PlainDialog open onClose={onClose} title={t('generateTitle')} testId="generate-act-dialog">
      <div ref={body} className={`${styles.width550} ${kit.stack}`}>
        <p className={styles.intro}>{t('generateIntro')}</p>
        <GenerateActForm prefill={prefill} onCancel={onClose} onGenerated={onGenerated} />
      </div>
    </PlainDialog>
  );
}
