'use client';

import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { GenerateActForm } from './generate-act-form';
import type { ActPrefill } from '@/lib/account/acts';

interface GenerateActDialogProps {
  prefill: ActPrefill;
  onClose: () => void;
  onGenerated: () => void;
}

/** Spec §2 "Generate act form (width 550)". */
export default function GenerateActDialog({ prefill, onClose, onGenerated }: GenerateActDialogProps) {
  const t = useTranslations('Acts');
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center" scrollBehavior="outside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="550px" mx="3" data-testid="generate-act-dialog">
            <Dialog.Header pe="12">
              <Dialog.Title>{t('generateTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="4" color="fg.muted" fontSize="sm">
                {t('generateIntro')}
              </Text>
              <GenerateActForm prefill={prefill} onCancel={onClose} onGenerated={onGenerated} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
