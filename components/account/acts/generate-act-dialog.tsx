'use client';

import { useTranslations } from 'next-intl';
import { firstField, PlainDialog } from '@/components/plain/dialog';
import kit from '@/components/plain/kit.module.css';
import { GenerateActForm } from './generate-act-form';
import type { ActPrefill } from '@/lib/account/acts';
import styles from './acts.module.css';

interface GenerateActDialogProps {
  /** Empty fields when not given. */
  prefill?: ActPrefill;
  onClose: () => void;
  onGenerated: () => void;
}

/** Spec §2 "Generate act form (width 550)". */
export default function GenerateActDialog({ prefill, onClose, onGenerated }: GenerateActDialogProps) {
  const t = useTranslations('Acts');
  return (
    <PlainDialog open width={550} initialFocus={firstField} onClose={onClose} title={t('generateTitle')} testId="generate-act-dialog">
      <div className={kit.stack}>
        <p className={styles.intro}>{t('generateIntro')}</p>
        <GenerateActForm prefill={prefill} onCancel={onClose} onGenerated={onGenerated} />
      </div>
    </PlainDialog>
  );
}
