'use client';

import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { Button, Input, Text } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { FormAlert } from './form-alert';
import { AuthForm } from './auth-form';
import { ApiError, shownAsUnavailable } from '@/lib/client/api-failure';
import { messageOf } from '@/lib/shared/error-body';
import { formatWait } from '@/lib/client/resend-wait';
import { buildPath } from '@/lib/domain/paths';
import { SubmitButton } from './submit-button';
import { ownText, serverText, wordsOf, type AuthText } from '@/lib/client/shown-text';
import { codeSchema } from '@/lib/account/code-schema';

interface CodeValues {
  code: string;
}

/**
 * Spec §8 "Confirm code failure → the server's message" (and "every call failure shows an error alert"): any answer
 * but the ones the page already reacts to — no answer or 502/504 (the "temporarily unavailable" dialog).
 */
function failureText(error: unknown): AuthText | null {
  if (!(error instanceof ApiError) || shownAsUnavailable(error)) return null;
  return serverText(messageOf(error.body) ?? error.message);
}

/** What the BFF adds to a 429 of the code step (lib/bff/sign-in-routes.ts), so the page can say it in its language. */
interface CodeStepRefusal {
  reason?: unknown;
  waitUntil?: unknown;
  retryAt?: unknown;
}

function refusalOf(error: unknown): CodeStepRefusal | null {
  return error instanceof ApiError && error.status === 429 && error.body && typeof error.body === 'object' ? (error.body as CodeStepRefusal) : null;
}

/**
 * Multi-factor step (spec §4 "Login"): confirm the code; resend after the 5-minute wait. Too many codes end the
 * step: `onBack` gets the text the login form then shows.
 */
export function CodeForm({ onBack, resendDeadline, sentTo }: { onBack: (failure?: AuthText) => void; resendDeadline: number; sentTo?: string | null }) {
  const t = useTranslations('Auth');
  const { api, alias } = useApp();
  const [failure, setFailure] = useState<AuthText | null>(null);
  const [notice, setNotice] = useState<AuthText | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [deadline, setDeadline] = useState(resendDeadline);
  // confirmed: the page is leaving for the dashboard, and the button stays busy until it has
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const waitMs = deadline - now;

  const form = useFormik<CodeValues>({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: async ({ code }) => {
      setFailure(null);
      try {
        await api(ENDPOINTS.confirmCode, { json: { code } });
        setLeaving(true);
        window.location.assign(buildPath(alias, 'dashboard'));
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal?.reason === 'code-attempts') {
          // The sign-in is over (the server forgot it): the login form, with the reason and when to try again.
          const retryMs = typeof refusal.retryAt === 'number' ? refusal.retryAt - Date.now() : 0;
          onBack(retryMs > 0 ? ownText('codeAttemptsWait', { time: formatWait(retryMs) }) : ownText('codeAttemptsExceeded'));
          return;
        }
        setFailure(failureText(error));
      }
    },
  });
  const missing = Boolean(form.touched.code && form.errors.code);

  async function resend() {
    setFailure(null);
    try {
      const answer = await api(ENDPOINTS.resendCode);
      setDeadline(answer.waitUntil);
      setNotice(ownText('codeResent'));
    } catch (error) {
      // Too early (spec §8: every call failure shows an alert): the BFF says until when; the countdown follows it.
      const waitUntil = refusalOf(error)?.waitUntil;
      if (typeof waitUntil === 'number' && waitUntil > Date.now()) {
        setDeadline(waitUntil);
        setFailure(ownText('codeResendTooEarly', { time: formatWait(waitUntil - Date.now()) }));
      } else {
        setFailure(failureText(error));
      }
    }
  }

  async function back() {
    await api(ENDPOINTS.logout).catch(() => null);
    onBack();
  }

  return (
    <AuthForm titleId="code-title" title={t('codeTitle')} onSubmit={form.handleSubmit}>
      <Text color="fg.muted">{sentTo ? t('codeHintTo', { to: sentTo }) : t('codeHint')}</Text>
      {failure && (
        <FormAlert status="error" role="alert" testId="code-error">
          {wordsOf(failure, t)}
        </FormAlert>
      )}
      {notice && !failure && (
        <FormAlert status="success" role="status">
          {wordsOf(notice, t)}
        </FormAlert>
      )}
      <Field label={t('codeLabel')} invalid={missing} errorText={missing && t('required')}>
        <Input name="code" required autoComplete="one-time-code" inputMode="numeric" value={form.values.code} onChange={form.handleChange} autoFocus />
      </Field>
      <SubmitButton w="full" loading={form.isSubmitting || leaving}>
        {t('codeSubmit')}
      </SubmitButton>
      <Button variant="outline" onClick={resend} disabled={waitMs > 0}>
        <span suppressHydrationWarning>{waitMs > 0 ? t('codeResendIn', { time: formatWait(waitMs) }) : t('codeResend')}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={back}>
        {t('codeBack')}
      </Button>
    </AuthForm>
  );
}
