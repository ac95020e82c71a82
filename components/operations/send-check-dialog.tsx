'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainButton, PlainField } from '@/components/plain/controls';
import { PlainDialog } from '@/components/plain/dialog';
import { PlainSelect } from '@/components/plain/inputs';
import kit from '@/components/plain/kit.module.css';
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
import { useRootClass } from './use-root-class';
import styles from './details.module.css';

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
  useRootClass(styles.sendCheckOpen);
  const formId = useId();
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
    <PlainDialog
      open
      onClose={onClose}
      size="lg"
      testId="send-check-dialog"
      title={mode === 'mass' ? t('send.titleMass', { count: ids.length }) : t('send.title')}
      footer={
        <>
          <PlainButton variant="outline" onClick={onClose}>
            {t('send.cancel')}
          </PlainButton>
          {channels.length > 0 && (
            <PlainButton type="submit" form={formId} loading={sending}>
              {t('send.submit')}
            </PlainButton>
          )}
        </>
      }
    >
      {channels.length === 0 ? (
        <p className={kit.text}>{t('send.unavailable')}</p>
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          {channels.length > 1 && (
            <PlainField label={t('send.channel')}>
              <PlainSelect
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
              </PlainSelect>
            </PlainField>
          )}
          <PlainField
            label={channel === 'phone' ? t('send.phoneLabel') : t('send.emailLabel')}
            required
            error={error && t(`validation.${error}`)}
            errorTestId="contact-error"
          >
            <input
              name="contact"
              type={channel === 'phone' ? 'tel' : 'email'}
              inputMode={channel === 'phone' ? 'tel' : 'email'}
              autoComplete={channel === 'phone' ? 'tel' : 'email'}
              placeholder={channel === 'phone' ? mask.mask.replace(/#/g, '_') : 'name@example.com'}
              value={value}
              onChange={(event) => setValue(channel === 'phone' ? applyPhoneMask(event.target.value, mask) : event.target.value)}
              onBlur={() => setTouched(true)}
              // The native dialog focuses its `autofocus` element when it opens (React's autoFocus runs before that).
              ref={(input) => input?.setAttribute('autofocus', '')}
            />
          </PlainField>
        </form>
      )}
    </PlainDialog>
  );
}
