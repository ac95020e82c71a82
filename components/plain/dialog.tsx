'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import kit from './kit.module.css';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

/**
 * A modal dialog (or, with `placement="end"`, a drawer from the side) on the native `<dialog>`: the
 * browser traps focus, makes the page behind inert and returns focus to the opener when it closes.
 * `open` is the source of truth: Esc, the close button and a click on the backdrop ask `onClose`.
 * The body is mounted only while open (forms start fresh each time, nothing hidden is rendered).
 */
export function PlainDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  placement = 'center',
  role = 'dialog',
  closable = true,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  placement?: 'center' | 'end';
  role?: 'dialog' | 'alertdialog';
  /** False for a dialog the user must answer (no ×, Esc and the backdrop do nothing). */
  closable?: boolean;
  testId?: string;
}) {
  const t = useTranslations('Shell');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Browsers without modal dialogs (and jsdom) still show it, just not modally.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={kit.dialog}
      data-size={size}
      data-placement={placement}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      onCancel={(event) => {
        // Esc: React state decides whether the dialog closes.
        event.preventDefault();
        if (closable) onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> element itself (its content fills the box).
        if (closable && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={kit.dialogContent}>
          <header className={kit.dialogHeader}>
            <h2 className={kit.dialogTitle} id={`${id}-title`}>
              {title}
            </h2>
            {closable && (
              <button type="button" className={kit.closeButton} aria-label={t('close')} onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </header>
          {/* Focusable: a long body scrolls with the keyboard too. */}
          <div className={kit.dialogBody} tabIndex={placement === 'end' ? 0 : undefined}>
            {children}
          </div>
          {footer && <footer className={kit.dialogFooter}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
