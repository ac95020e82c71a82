'use client';

import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { ApiError } from '@/lib/client/api';
import type { ApiResult, SendCheckResult } from '@/lib/acquiring/contract';
import { DIALOG_WIDTHS_PX } from '@/lib/domain/limits';
import {
  applyPhoneMask,
  contactError,
  contactPayload,
  parsePhoneMask,
  sendCheckFailureShown,
  type CheckChannel,
} from '@/lib/operations/send-check';
import type { OperationsSettings } from '@/lib/operations/settings-view';

export type SendCheckMode = 'send' | 'resend' | 'mass';

const PATHS: Record<SendCheckMode, string> = {
  send: 'api/transaction/send-check',
  resend: 'api/transaction/resend-check',
  mass: 'api/transaction/mass-send-check',
};

/** Sending (or resending) the check of one operation, or of the selected ones, by phone or e-mail (spec §2, §5, §8). */
export function SendCheckDialog({ mode, ids, settings, onClose }: { mode: SendCheckMode; ids: number[]; settings: OperationsSettings; onClose: () => void }) {
  const t = useTranslations('Operations');
  const { api, alerts } = useApp();
  const channels: CheckChannel[] = [settings.sendCheckEmail && ('email' as const), settings.sendCheckPhone && ('phone' as const)].filter((item) => item !== false);
  const [channel, setChannel] = useState<CheckChannel>(channels[0] ?? 'email');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const mask = parsePhoneMask(settings.phoneMask);
  const error = touched ? contactError(channel, value, mask) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (contactError(channel, value, mask) !== null) return;
    setSending(true);
    const contact = contactPayload(channel, value, mask);
    try {
      const answer = await api<ApiResult<SendCheckResult>>(PATHS[mode], {
        method: 'POST',
        json: mode === 'mass' ? { ids, ...contact } : { id: ids[0], ...contact },
      });
      alerts.push(
        'success',
        mode === 'mass' ? t('send.sentMass', { count: answer.result.sent, contact: answer.result.contact }) : t('send.sent', { contact: answer.result.contact }),
      );
      onClose();
    } catch (failure) {
      setSending(false);
      // Spec §8: 429 shows nothing; 502/504 have their dialog; an ended session leaves the page.
      if (failure instanceof ApiError && (!sendCheckFailureShown(failure.status) || failure.status === 502 || failure.status === 504 || failure.status === 401)) return;
      alerts.push('error', t('send.failed'));
    }
  }

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={`${DIALOG_WIDTHS_PX.changePassword}px`} mx="4" data-testid="send-check-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{mode === 'mass' ? t('send.titleMass', { count: ids.length }) : t('send.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {channels.length === 0 ? (
                  <Text>{t('send.unavailable')}</Text>
                ) : (
                  <Stack gap="3">
                    {channels.length > 1 && (
                      <Field.Root>
                        <Field.Label>{t('send.channel')}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            value={channel}
                            onChange={(event) => {
                              setChannel(event.target.value === 'phone' ? 'phone' : 'email');
                              setValue('');
                              setTouched(false);
                            }}
                          >
                            {channels.map((item) => (
                              <option key={item} value={item}>
                                {t(`send.${item}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    )}
                    <Field.Root required invalid={error !== null}>
                      <Field.Label>{channel === 'phone' ? t('send.phoneLabel') : t('send.emailLabel')}</Field.Label>
                      <Input
                        name="contact"
                        type={channel === 'phone' ? 'tel' : 'email'}
                        inputMode={channel === 'phone' ? 'tel' : 'email'}
                        autoComplete={channel === 'phone' ? 'tel' : 'email'}
                        placeholder={channel === 'phone' ? mask.mask.replace(/#/g, '_') : 'name@example.com'}
                        value={value}
                        onChange={(event) => setValue(channel === 'phone' ? applyPhoneMask(event.target.value, mask) : event.target.value)}
                        onBlur={() => setTouched(true)}
                        autoFocus
                      />
                      {error && <Field.ErrorText data-testid="contact-error">{t(`validation.${error}`)}</Field.ErrorText>}
                    </Field.Root>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('send.cancel')}
                </Button>
                {channels.length > 0 && (
                  <Button type="submit" colorPalette="brand" loading={sending}>
                    {t('send.submit')}
                  </Button>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
