'use client';

import { useId, useRef } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { Button, Field as ChakraField, Input, Stack, Text } from '@chakra-ui/react';
import { useApp } from '@/components/layout/app-provider';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { ApiError } from '@/lib/client/api';
import type { ApiResult, SendCheckResult } from '@/lib/acquiring/contract';
import {
  applyPhoneMask,
  contactError,
  contactPayload,
  sendCheckFailureShown,
  type CheckChannel,
} from '@/lib/operations/send-check';
import { parsePhoneMask } from '@/lib/domain/phone-mask';
import type { OperationsSettings } from '@/lib/operations/settings-view';

export type SendCheckMode = 'send' | 'resend' | 'mass';

const PATHS: Record<SendCheckMode, string> = {
  send: 'api/transaction/send-check',
  resend: 'api/transaction/resend-check',
  mass: 'api/transaction/mass-send-check',
};

interface SendCheckValues {
  channel: CheckChannel;
  contact: string;
}

/** Sending (or resending) the check of one operation, or of the selected ones, by phone or e-mail (spec §2, §5, §8). */
export function SendCheckDialog({ mode, ids, settings, onClose }: { mode: SendCheckMode; ids: number[]; settings: OperationsSettings; onClose: () => void }) {
  const t = useTranslations('Operations');
  const { api, alerts } = useApp();
  const channels: CheckChannel[] = [settings.sendCheckEmail && ('email' as const), settings.sendCheckPhone && ('phone' as const)].filter((item) => item !== false);
  const formId = useId();
  const errorId = useId();
  const contactRef = useRef<HTMLInputElement>(null);
  const mask = parsePhoneMask(settings.phoneMask);

  const form = useFormik<SendCheckValues>({
    initialValues: { channel: channels[0] ?? 'email', contact: '' },
    // The spec §5 contact rule (yup's contact schema, read through the tenant's phone mask).
    validate: ({ channel, contact }) => {
      const error = contactError(channel, contact, mask);
      return error ? { contact: error } : {};
    },
    onSubmit: async ({ channel, contact }) => {
      try {
        const answer = await api<ApiResult<SendCheckResult>>(PATHS[mode], {
          method: 'POST',
          json: mode === 'mass' ? { ids, ...contactPayload(channel, contact, mask) } : { id: ids[0], ...contactPayload(channel, contact, mask) },
        });
        alerts.push(
          'success',
          mode === 'mass' ? t('send.sentMass', { count: answer.result.sent, contact: answer.result.contact }) : t('send.sent', { contact: answer.result.contact }),
        );
        onClose();
      } catch (failure) {
        // Spec §8: 429 shows nothing; 502/504 have their dialog; an ended session leaves the page.
        if (failure instanceof ApiError && (!sendCheckFailureShown(failure.status) || failure.status === 502 || failure.status === 504 || failure.status === 401)) return;
        alerts.push('error', t('send.failed'));
      }
    },
  });
  const { channel, contact } = form.values;
  const error = form.touched.contact ? form.errors.contact : undefined;
  const phone = channel === 'phone';

  return (
    <DialogRoot open size="sm" onOpenChange={(change) => !change.open && onClose()} initialFocusEl={() => contactRef.current}>
      <DialogContent data-testid="send-check-dialog">
        <DialogHeader>
          <DialogTitle>{mode === 'mass' ? t('send.titleMass', { count: ids.length }) : t('send.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          {channels.length === 0 ? (
            <Text>{t('send.unavailable')}</Text>
          ) : (
            <Stack asChild gap="3">
              <form id={formId} onSubmit={form.handleSubmit} noValidate>
                {channels.length > 1 && (
                  <Field label={t('send.channel')}>
                    <NativeSelectRoot>
                      <NativeSelectField
                        name="channel"
                        value={channel}
                        onChange={(event) => form.resetForm({ values: { channel: event.target.value === 'phone' ? 'phone' : 'email', contact: '' } })}
                        items={channels.map((item) => ({ value: item, label: t(`send.${item}`) }))}
                      />
                    </NativeSelectRoot>
                  </Field>
                )}
                <ChakraField.Root required invalid={Boolean(error)}>
                  <ChakraField.Label>
                    {phone ? t('send.phoneLabel') : t('send.emailLabel')}
                    <ChakraField.RequiredIndicator />
                  </ChakraField.Label>
                  <Input
                    ref={contactRef}
                    name="contact"
                    type={phone ? 'tel' : 'email'}
                    inputMode={phone ? 'tel' : 'email'}
                    autoComplete={phone ? 'tel' : 'email'}
                    placeholder={phone ? mask.mask.replace(/#/g, '_') : 'name@example.com'}
                    value={contact}
                    onChange={(event) => void form.setFieldValue('contact', phone ? applyPhoneMask(event.target.value, mask) : event.target.value)}
                    onBlur={form.handleBlur}
                    // Screen readers read the error with the field (Ark names it only by `aria-errormessage`).
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? errorId : undefined}
                  />
                  {error && <ChakraField.ErrorText id={errorId} data-testid="contact-error">{t(`validation.${error}`)}</ChakraField.ErrorText>}
                </ChakraField.Root>
              </form>
            </Stack>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('send.cancel')}
          </Button>
          {channels.length > 0 && (
            <Button type="submit" form={formId} loading={form.isSubmitting}>
              {t('send.submit')}
            </Button>
          )}
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}
