'use client';

import { Button, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A yes / no question before something is deleted or a password reset (width 500, spec §9). Cancel takes the
 * first focus; while `busy` nothing dismisses it.
 */
export function ConfirmDialog({ title, text, confirmLabel, danger = false, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useTranslations('Organisation');
  return (
    <DialogRoot open role="alertdialog" size="sm" closeOnInteractOutside={false} onOpenChange={({ open }) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Text>{text}</Text>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button colorPalette={danger ? 'error' : undefined} onClick={onConfirm} loading={busy} loadingText={confirmLabel} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}
