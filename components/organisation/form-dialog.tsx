'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';

export interface FormDialogProps {
  title: ReactNode;
  testId: string;
  /** Spec §9 widths: `md` 550, `lg` 750 px. */
  size: 'md' | 'lg';
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's id: the submit button in the footer points at it. */
  formId: string;
  children: ReactNode;
}

/**
 * A create / edit dialog around one form: its first field takes the focus (the × is last), the footer has the
 * cancel and the submit button of the form. While `busy` (saving) the dialog does not close and cancel is disabled.
 */
export function FormDialog({ title, testId, size, busy, cancelLabel, submitLabel, onClose, onSubmit, formId, children }: FormDialogProps) {
  return (
    <DialogRoot open size={size} scrollBehavior="inside" closeOnInteractOutside={!busy} onOpenChange={({ open }) => !open && !busy && onClose()}>
      <DialogContent data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack asChild gap="4">
            <form id={formId} onSubmit={onSubmit} noValidate>
              {children}
            </form>
          </Stack>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText={submitLabel} aria-busy={busy || undefined}>
            {submitLabel}
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

interface FormFieldProps {
  /** The control's id; its error and hint take it with `-error` / `-hint`. */
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the control and marks it invalid. */
  error?: string | null;
  /** Shown while there is no error. */
  hint?: string;
  /** The control, given the id of the text that describes it. */
  children: (describedBy: { 'aria-describedby'?: string }) => ReactNode;
}

/**
 * A labelled control of a dialog's form. Chakra's field names its error only as `aria-errormessage`, which few
 * screen readers read: the control is described by the error (else the hint) too.
 */
export function FormField({ id, label, required, disabled, error, hint, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const shownHint = error ? undefined : hint;
  return (
    <Field ids={{ control: id, errorText: errorId, helperText: hintId }} label={label} required={required} disabled={disabled} invalid={Boolean(error)} errorText={error} helperText={shownHint}>
      {children({ 'aria-describedby': error ? errorId : shownHint ? hintId : undefined })}
    </Field>
  );
}
