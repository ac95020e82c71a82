'use client';

import { useTranslations } from 'next-intl';
import { Text } from '@chakra-ui/react';
import { AccountDialog } from '../account-dialog';
import { GenerateActForm } from './generate-act-form';
import type { ActPrefill } from '@/lib/account/acts';

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
    <AccountDialog size="md" onClose={onClose} title={t('generateTitle')} testId="generate-act-dialog">
      <Text textStyle="sm" mb="4">
        {t('generateIntro')}
      </Text>
      <GenerateActForm prefill={prefill} onCancel={onClose} onGenerated={onGenerated} />
    </AccountDialog>
  );
}
