'use client';

import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

/** Spec §8: HTTP 502 or 504 → 'The system is temporarily unavailable, please try again later'. */
export function UnavailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Errors');
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="4" data-testid="unavailable-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('unavailableTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('unavailable')}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t('ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
