'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { PlainButton } from './controls';
import { firstField, PlainDialog, type DialogSize } from './dialog';

export interface PlainFormDialogProps {
  title: ReactNode;
  testId: string;
  size: DialogSize;
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's id: the submit button in the footer points at it. */
  formId: string;
  formClassName?: string;
  children: ReactNode;
}

/**
 * A create / edit dialog around one form: its first field takes the focus, the footer has the cancel and the
 * submit button of the form. While `busy` (saving) the dialog does not close and cancel is disabled.
 */
export function PlainFormDialog({
  title,
  testId,
  size,
  busy,
  cancelLabel,
  submitLabel,
  onClose,
  onSubmit,
  formId,
  formClassName,
  children,
}: PlainFormDialogProps) {
  return (
    <PlainDialog
      initialFocus={firstField}
      open
      size={size}
      title={title}
      onClose={() => !busy && onClose()}
      testId={testId}
      footer={
        <>
          <PlainButton variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </PlainButton>
          <PlainButton type="submit" form={formId} loading={busy}>
            {submitLabel}
          </PlainButton>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </PlainDialog>
  );
}
