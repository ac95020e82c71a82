'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { Button, Field as ChakraField, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { RadioGroupRoot } from '@/components/ui/radio-group';
import { FormAlert } from '@/components/account/form-alert';
import { useApp } from '@/components/layout/app-provider';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { ApiError } from '@/lib/client/api-failure';
import { textOr } from '@/lib/i18n/text-keys';
import {
  applyPhoneMask,
  contactError,
  resendFoundNoLastContact,
  sendCheckContact,
  sendCheckFailureShown,
  type CheckChannel,
  type ResendTarget,
} from '@/lib/operations/send-check';
import { parsePhoneMask } from '@/lib/domain/phone-mask';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';

export type SendCheckMode = 'send' | 'resend' | 'mass';

/** The call of each mode (spec §7 `send-check`, `resend-check`, `mass-send-check`) but the mass one, which sends ids. */
const SINGLE_CALLS = { send: ENDPOINTS.sendCheck, resend: ENDPOINTS.resendCheck } as const;

interface SendCheckValues {
  /** a resend's: the last contact (the API remembers it) or another; null for a first send and a mass send */
  target: ResendTarget | null;
  channel: CheckChannel;
  contact: string;
}

const RESEND_TARGETS: readonly ResendTarget[] = ['last', 'other'];

/**
 * Sending the check of one operation, or of the selected ones, by phone or e-mail (spec §2, §5, §8). A first send asks
 * for the contact; a resend goes where the check was last sent (the API keeps that contact and names it in its answer),
 * or, chosen, to another contact — and asks for one when the check was never sent.
 */
export function SendCheckDialog({ mode, ids, settings, onClose }: { mode: SendCheckMode; ids: number[]; settings: OperationsSettings; onClose: () => void }) {
  const t = useTranslations('Operations');
  const { api, alerts } = useApp();
  const channels: CheckChannel[] = [settings.sendCheckEmail && ('email' as const), settings.sendCheckPhone && ('phone' as const)].filter((item) => item !== false);
  const formId = useId();
  const errorId = useId();
  const contactRef = useRef<HTMLInputElement>(null);
  const mask = parsePhoneMask(settings.phoneMask);
  // the last contact a resend asked for turned out not to exist: the check was never sent
  const [neverSent, setNeverSent] = useState(false);

  const form = useFormik<SendCheckValues>({
    initialValues: { target: mode === 'resend' ? 'last' : null, channel: channels[0] ?? 'email', contact: '' },
    // The spec §5 contact rule (yup's contact schema, read through the tenant's phone mask); none for the last contact.
    validate: ({ target, channel, contact }) => {
      const error = target === 'last' ? null : contactError(channel, contact, mask);
      return error ? { contact: error } : {};
    },
    onSubmit: async ({ target, channel, contact }) => {
      const named = sendCheckContact(target, channel, contact, mask);
      try {
        const answer = mode === 'mass' ? await api(ENDPOINTS.massSendCheck, { json: { ids, ...named } }) : await api(SINGLE_CALLS[mode], { json: { id: Number(ids[0]), ...named } });
        const sentTo = answer.result.contact;
        alerts.push('success', mode === 'mass' ? t('send.sentMass', { count: answer.result.sent, contact: sentTo }) : t(mode === 'resend' ? 'send.resent' : 'send.sent', { contact: sentTo }));
        onClose();
      } catch (failure) {
        if (failure instanceof ApiError && resendFoundNoLastContact(failure.status, target)) {
          setNeverSent(true);
          // the field is new to the merchant: no error on it before they type
          void form.setFieldTouched('contact', false, false);
          void form.setFieldValue('target', 'other');
          return;
        }
        // Spec §8: 429 shows nothing; 502/504 have their dialog; an ended session leaves the page.
        if (failure instanceof ApiError && (!sendCheckFailureShown(failure.status) || failure.status === 502 || failure.status === 504 || failure.status === 401)) return;
        alerts.push('error', t('send.failed'));
      }
    },
  });
  const { target, channel, contact } = form.values;
  const error = form.touched.contact ? form.errors.contact : undefined;
  const phone = channel === 'phone';
  const askContact = target !== 'last';
  // asked for a contact after all: the field it goes into gets the focus
  useEffect(() => {
    if (neverSent) contactRef.current?.focus();
  }, [neverSent]);
  const otherChannels = channels.length > 1 ? 'both' : (channels[0] ?? 'both');

  return (
    <DialogRoot open size="sm" onOpenChange={(change) => !change.open && onClose()} initialFocusEl={() => contactRef.current}>
      <DialogContent data-testid="send-check-dialog">
        <DialogHeader>
          <DialogTitle>{mode === 'mass' ? t('send.titleMass', { count: ids.length }) : mode === 'resend' ? t('send.titleResend') : t('send.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          {channels.length === 0 ? (
            <Text>{t('send.unavailable')}</Text>
          ) : (
            <Stack asChild gap="3">
              <form id={formId} onSubmit={form.handleSubmit} noValidate>
                {target !== null && (
                  <RadioGroupRoot
                    size="sm"
                    name="target"
                    value={target}
                    onValueChange={({ value }) => void form.setFieldValue('target', value === 'other' ? 'other' : 'last')}
                  >
                    <RadioGroup.Label textStyle="sm" fontWeight="medium" mb="2" display="block">
                      {t('send.resendTarget')}
                    </RadioGroup.Label>
                    <Stack gap="2">
                      {RESEND_TARGETS.map((item) => (
                        <RadioGroup.Item key={item} value={item} disabled={item === 'last' && neverSent}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{item === 'last' ? t('send.resendLast') : t('send.resendOther', { channels: otherChannels })}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroupRoot>
                )}
                {target === 'last' && (
                  <Text textStyle="sm" color="fg.muted" data-testid="resend-last-note">
                    {t('send.resendLastNote')}
                  </Text>
                )}
                {neverSent && (
                  <FormAlert status="info" role="status" testId="resend-never-sent">
                    {t('send.neverSent')}
                  </FormAlert>
                )}
                {askContact && channels.length > 1 && (
                  <Field label={t('send.channel')}>
                    <NativeSelectRoot>
                      <NativeSelectField
                        name="channel"
                        value={channel}
                        onChange={(event) => form.resetForm({ values: { target, channel: event.target.value === 'phone' ? 'phone' : 'email', contact: '' } })}
                        items={channels.map((item) => ({ value: item, label: t(`send.${item}`) }))}
                      />
                    </NativeSelectRoot>
                  </Field>
                )}
                {askContact && (
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
                    {error && <ChakraField.ErrorText id={errorId} data-testid="contact-error">{textOr(t, `validation.${error}`, error)}</ChakraField.ErrorText>}
                  </ChakraField.Root>
                )}
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
              {mode === 'resend' ? t('send.submitResend') : t('send.submit')}
            </Button>
          )}
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}
