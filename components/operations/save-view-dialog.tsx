'use client';

import { useId, useRef } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { Button, Input, Stack } from '@chakra-ui/react';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { VIEW_NAME_MAX } from '@/lib/operations/saved-views';
import { viewNameSchema, type ViewNameError } from '@/lib/operations/view-name';

/** «Сохранить вид»: the name of the current list's view (required, at most 40 characters, not one already taken). */
export function SaveViewDialog({ taken, onSave, onClose }: { taken: string[]; onSave: (name: string) => void; onClose: () => void }) {
  const t = useTranslations('Operations');
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useFormik({
    initialValues: { name: '' },
    validationSchema: viewNameSchema(taken),
    onSubmit: ({ name }) => onSave(name.trim()),
  });
  const error = form.touched.name ? (form.errors.name as ViewNameError | undefined) : undefined;
  return (
    <DialogRoot open size="sm" onOpenChange={(change) => !change.open && onClose()} initialFocusEl={() => nameRef.current}>
      <DialogContent data-testid="save-view-dialog">
        <DialogHeader>
          <DialogTitle>{t('views.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack asChild gap="3">
            <form id={formId} onSubmit={form.handleSubmit} noValidate>
              <Field label={t('views.name')} helperText={t('views.hint')} required invalid={Boolean(error)} errorText={error ? t(`views.${error}`, { max: VIEW_NAME_MAX }) : undefined}>
                <Input ref={nameRef} autoComplete="off" {...form.getFieldProps('name')} />
              </Field>
            </form>
          </Stack>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('views.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('views.submit')}
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}
