'use client';

import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

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
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && !busy && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button colorPalette={danger ? 'red' : 'brand'} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
