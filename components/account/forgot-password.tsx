'use client';

import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { goToAuth } from '@/lib/client/go-to-auth';
import { Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { FormAlert } from './form-alert';
import { AuthForm, AuthLink } from './auth-form';
import { ChangePasswordForm } from './change-password-form';
import { ApiError, shownAsUnavailable } from '@/lib/client/api-failure';
import { messageOf } from '@/lib/shared/error-body';
import { formatWait } from '@/lib/client/resend-wait';
import { startResendWait } from '@/lib/account/resend-wait';
import { buildPath } from '@/lib/domain/paths';
import { FORGOT_PASSWORD_RESEND_WAIT_MINUTES } from '@/lib/domain/limits';
import { invisibleAssessment } from '@/lib/client/recaptcha';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import { SubmitButton } from './submit-button';
import { forgotPasswordSchema } from '@/lib/account/forgot-password-schema';

interface SendValues {
  login: string;
}

interface ForgotPasswordProps {
  restoreToken: string | null;
  /** The page was opened by a link whose token cannot be one (`?token=abc`): say so, offer a new link. */
  linkInvalid?: boolean;
  resendDeadline: number;
  captchaConfig: CaptchaConfiguration;
  /** The captcha configuration could not be read (spec §8: fall back to enabled with empty keys and show an error). */
  captchaFailed?: boolean;
}

/** Spec §2 password recovery: send the restore link, then (from the link) set a new password. */
export function ForgotPassword({ restoreToken, linkInvalid = false, resendDeadline, captchaConfig, captchaFailed = false }: ForgotPasswordProps) {
  const t = useTranslations('Account');
  const tAuth = useTranslations('Auth');
  const { api, alias } = useApp();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deadline, setDeadline] = useState(resendDeadline);
  const [now, setNow] = useState(() => Date.now());
  // Spec §5 "token required in restoration mode when not prefilled": the code from the message, typed.
  const [typingCode, setTypingCode] = useState(false);
  // A bad link (issue 19): one that cannot be a token, or whose token the API refused at the save.
  const [linkToken, setLinkToken] = useState(restoreToken);
  const [linkRefused, setLinkRefused] = useState(linkInvalid);
  const loginInput = useRef<HTMLInputElement>(null);
  const backFromCode = useRef(false);
  useEffect(() => {
    // back from the code form, or a bad link: the focus goes to where the user continues, not to the page's top
    if ((!typingCode && backFromCode.current) || linkRefused) loginInput.current?.focus();
    backFromCode.current = typingCode;
  }, [typingCode, linkRefused]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const waitMs = deadline - now;
  const form = useFormik<SendValues>({
    initialValues: { login: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ login }) => {
      if (waitMs > 0) return;
      setFailure(null);
      try {
        const assessment = await invisibleAssessment(captchaConfig, 'forgot_password');
        await api(ENDPOINTS.forgotSendToken, { json: { login: login.trim(), assessment } });
        setDeadline(startResendWait('restore', FORGOT_PASSWORD_RESEND_WAIT_MINUTES));
        setSent(true);
      } catch (error) {
        if (error instanceof ApiError && !shownAsUnavailable(error)) setFailure(messageOf(error.body) ?? error.message);
      }
    },
  });

  const captchaError = captchaFailed && <FormAlert status="error">{t('captchaConfigFailed')}</FormAlert>;

  if (linkToken || typingCode) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {t('restoreTitle')}
        </Heading>
        {captchaError}
        <ChangePasswordForm
          mode="restore"
          restoreToken={linkToken ?? undefined}
          captchaConfig={captchaConfig}
          onDone={() => goToAuth(alias, 'changed')}
          onTokenRefused={
            linkToken
              ? () => {
                  setLinkToken(null);
                  setLinkRefused(true);
                }
              : undefined
          }
        />
        {!linkToken && (
          <AuthLink>
            <button type="button" onClick={() => setTypingCode(false)}>
              {t('forgotBackToSend')}
            </button>
          </AuthLink>
        )}
      </Stack>
    );
  }

  const missing = Boolean(form.touched.login && form.errors.login);

  return (
    <AuthForm titleId="forgot-title" title={t('restoreTitle')} onSubmit={form.handleSubmit}>
      {linkRefused && !sent ? (
        <FormAlert status="warning" role="alert" testId="restore-link-invalid">
          {t('restoreLinkInvalid')}
        </FormAlert>
      ) : (
        <Text color="fg.muted">{t('forgotIntro')}</Text>
      )}
      {sent && (
        <FormAlert status="success" role="status" testId="forgot-sent">
          {t('forgotSent')}
        </FormAlert>
      )}
      {failure && (
        <FormAlert status="error" role="alert">
          {failure}
        </FormAlert>
      )}
      {captchaError}
      <Field label={t('forgotLogin')} invalid={missing} errorText={missing && tAuth('required')}>
        <Input ref={loginInput} name="login" required autoComplete="username" value={form.values.login} onChange={form.handleChange} />
      </Field>
      <SubmitButton w="full" loading={form.isSubmitting} disabled={waitMs > 0}>
        <span suppressHydrationWarning>{waitMs > 0 ? t('forgotResendIn', { time: formatWait(waitMs) }) : t('forgotSend')}</span>
      </SubmitButton>
      <AuthLink>
        <button type="button" onClick={() => setTypingCode(true)}>
          {t('forgotHaveCode')}
        </button>
      </AuthLink>
      <AuthLink>
        <a href={buildPath(alias, 'auth')}>
          {t('backToLogin')}
        </a>
      </AuthLink>
    </AuthForm>
  );
}
