'use client';

import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import kit from './kit.module.css';
import plain from './plain.module.css';
import { useModalDialog } from '@/lib/client/modal-dialogs';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';
/** The dialog widths the spec names (§2: "width 500", the act dialogs 550 and 750, the receipt 640). */
export type DialogWidth = 500 | 550 | 640 | 750;

/** For `initialFocus`: the first field of the dialog that can take input. */
export function firstField(dialog: HTMLElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)');
}

/**
 * A modal dialog (or, with `placement="start" | "end"`, a drawer from that side) on the native `<dialog>`: the
 * browser traps focus, makes the page behind inert and returns focus to the opener when it closes.
 * `open` is the source of truth: Esc, the close button and a click on the backdrop ask `onClose`.
 * The body is mounted only while open (forms start fresh each time, nothing hidden is rendered).
 * Opening focuses what `initialFocus` picks, else the browser's choice: the first focusable element (the × is
 * last in the DOM, so that is the first field or action). Closing gives focus back to the opener, also when
 * the parent removes the dialog instead of closing it.
 */
export function PlainDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  width,
  placement = 'center',
  role = 'dialog',
  closable = true,
  closeLabel,
  initialFocus,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  /** A width of the spec's instead of the kit's size (centred dialogs). */
  width?: DialogWidth;
  /** `start`/`end`: a drawer from that side, full height. */
  placement?: 'center' | 'start' | 'end';
  role?: 'dialog' | 'alertdialog';
  /** False for a dialog the user must answer (no ×, Esc and the backdrop do nothing). */
  closable?: boolean;
  /** The accessible name of the × button (default 'Закрыть'). */
  closeLabel?: string;
  /** What gets the focus on opening, e.g. {@link firstField}, or a question's safe answer. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  testId?: string;
}) {
  const t = useTranslations('Shell');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const opener = useRef<HTMLElement | null>(null);
  const focusFirst = useRef(initialFocus);
  useEffect(() => {
    focusFirst.current = initialFocus;
  });
  // Before the dialog opens: the control that opened it still has focus.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  // A dialog its parent renders only while open leaves the page without close(): focus goes back by hand.
  useEffect(
    () => () => {
      const target = opener.current;
      if (!target?.isConnected) return;
      target.focus();
      // The page may still be inert in this same task (the modal has only just left the top layer).
      if (document.activeElement !== target) requestAnimationFrame(() => target.isConnected && target.focus());
    },
    [],
  );
  useModalDialog(ref, open, (dialog) => focusFirst.current?.(dialog)?.focus());
  return (
    <dialog
      ref={ref}
      className={kit.dialog}
      data-size={size}
      data-width={width}
      data-placement={placement}
      role={role}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      onCancel={(event) => {
        // Esc: React state decides whether the dialog closes.
        event.preventDefault();
        if (closable) onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> element itself (its content fills the box);
        // a question (alertdialog) is answered with its buttons or Esc, not by a stray click beside it.
        if (closable && role === 'dialog' && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={kit.dialogContent}>
          <header className={kit.dialogHeader}>
            <h2 className={kit.dialogTitle} id={`${id}-title`}>
              {title}
            </h2>
          </header>
          {/* Focusable: a long body scrolls with the keyboard too. */}
          <div className={kit.dialogBody} tabIndex={placement === 'center' ? undefined : 0}>
            {children}
          </div>
          {footer && <footer className={kit.dialogFooter}>{footer}</footer>}
          {/* Last in the DOM (shown top right): opening focuses the first field or action, not the ×. */}
          {closable && (
            <button type="button" className={`${plain.iconButton} ${kit.closeButton}`} aria-label={closeLabel ?? t('close')} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
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
