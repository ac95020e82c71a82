'use client';

import type { ReactNode } from 'react';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';

interface AccountDialogProps {
  title: ReactNode;
  /** Spec §9 widths: `sm` 500, `md` 550, `lg` 750 px. */
  size: 'sm' | 'md' | 'lg';
  testId: string;
  onClose: () => void;
  /** False for a dialog the user must answer: no ×, Esc and a click beside it do nothing. */
  closable?: boolean;
  role?: 'dialog' | 'alertdialog';
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * An account dialog, open while its parent renders it (the parent loads it on demand): title, body, footer and
 * the × last, so opening focuses the first field or action. Chakra traps the focus and gives it back on close.
 */
export function AccountDialog({ title, size, testId, onClose, closable = true, role = 'dialog', footer, children }: AccountDialogProps) {
  return (
    <DialogRoot
      open
      size={size}
      role={role}
      closeOnEscape={closable}
      // A question (alertdialog) is answered with its buttons or Esc, not by a stray click beside it.
      closeOnInteractOutside={closable && role === 'dialog'}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <DialogContent data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        {footer && <DialogFooter>{footer}</DialogFooter>}
        {closable && <DialogCloseTrigger />}
      </DialogContent>
    </DialogRoot>
  );
}
