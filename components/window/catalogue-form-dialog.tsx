'use client';

import type { FormEventHandler } from 'react';
import { useTranslations } from 'next-intl';
import { FormDialog, type FormDialogProps } from '@/components/organisation/form-dialog';

/** The part of a Formik form the dialog drives. */
interface SubmittingForm {
  isSubmitting: boolean;
  handleSubmit: FormEventHandler<HTMLFormElement>;
}

/** A category or product form in a dialog: the storefront's Отменить and Сохранить, busy while the form submits. */
export function CatalogueFormDialog({ form, ...props }: Omit<FormDialogProps, 'busy' | 'cancelLabel' | 'submitLabel' | 'onSubmit'> & { form: SubmittingForm }) {
  const t = useTranslations('Window');
  return <FormDialog {...props} busy={form.isSubmitting} cancelLabel={t('cancel')} submitLabel={t('save')} onSubmit={form.handleSubmit} />;
}
