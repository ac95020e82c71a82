'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainAlert, PlainButton, PlainField } from '@/components/plain/controls';
import styles from '@/components/plain/plain.module.css';
import { ApiError, messageOf, shownAsUnavailable } from '@/lib/client/api';
import { formatWait } from '@/lib/client/resend-wait';
import { buildPath } from '@/lib/domain/routes';

/**
 * Spec §8 "Confirm code failure → the server's message" (and "every call failure shows an error alert"): any answer
 * but the ones the page already reacts to — no answer or 502/504 (the "temporarily unavailable" dialog).
 */
function failureText(error: unknown): string | null {
  if (!(error instanceof ApiError) || shownAsUnavailable(error)) return null;
  return messageOf(error.body) ?? error.message;
}

/** Multi-factor step (spec §4 "Login"): confirm the code; resend after the 5-minute wait. */
export function CodeForm({ onBack, resendDeadline }: { onBack: () => void; resendDeadline: number }) {
  const t = useTranslations('Auth');
  const { api, alias } = useApp();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [deadline, setDeadline] = useState(resendDeadline);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const missing = touched && code.trim() === '';
  const waitMs = deadline - now;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (code.trim() === '') return;
    setSubmitting(true);
    setFailure(null);
    try {
      await api('api/session/confirm-authentication-code', { method: 'POST', json: { code } });
      window.location.assign(buildPath(alias, 'dashboard'));
    } catch (error) {
      setSubmitting(false);
      setFailure(failureText(error));
    }
  }

  async function resend() {
    setFailure(null);
    try {
      const answer = await api<{ waitUntil: number }>('api/session/resend-authentication-code', { method: 'POST' });
      setDeadline(answer.waitUntil);
      setNotice(t('codeResent'));
    } catch (error) {
      // Too early: the BFF says until when (the wait of the cookie); the countdown is the answer.
      const waitUntil = error instanceof ApiError && error.status === 429 ? (error.body as { waitUntil?: unknown } | null)?.waitUntil : undefined;
      if (typeof waitUntil === 'number') setDeadline(waitUntil);
      else setFailure(failureText(error));
    }
  }

  async function back() {
    await api('api/session/logout', { method: 'POST' }).catch(() => null);
    onBack();
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="code-title" className={styles.stack}>
      <h1 className={styles.heading} id="code-title">
        {t('codeTitle')}
      </h1>
      <p className={styles.muted}>{t('codeHint')}</p>
      {failure && (
        <PlainAlert status="error" role="alert" testId="code-error">
          {failure}
        </PlainAlert>
      )}
      {notice && !failure && (
        <PlainAlert status="success" role="status">
          {notice}
        </PlainAlert>
      )}
      <PlainField label={t('codeLabel')} required error={missing ? t('required') : null}>
        <input name="code" autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(event) => setCode(event.target.value)} autoFocus />
      </PlainField>
      <PlainButton type="submit" wide loading={submitting}>
        {t('codeSubmit')}
      </PlainButton>
      <PlainButton variant="outline" onClick={resend} disabled={waitMs > 0}>
        <span suppressHydrationWarning>{waitMs > 0 ? t('codeResendIn', { time: formatWait(waitMs) }) : t('codeResend')}</span>
      </PlainButton>
      <PlainButton variant="ghost" small onClick={back}>
        {t('codeBack')}
      </PlainButton>
    </form>
  );
}
