'use client';

import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Heading, Input, Link, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useApp, type AuthNotice } from '@/components/layout/app-provider';
import { PasswordInput } from './password-input';
import { CaptchaCheckbox, useCaptcha } from './use-captcha';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract';
import { ApiError } from '@/lib/client/api';
import { rememberTimeZone, shouldWarnAboutBlock } from '@/lib/client/attempts';
import { buildPath } from '@/lib/domain/routes';

export type LoginKind = 'email' | 'phone' | 'both';

interface LoginFormProps {
  loginKind: LoginKind;
  captchaConfig: CaptchaConfiguration;
  /** The captcha configuration could not be read (spec §8: fall back to enabled with empty keys and show an error). */
  captchaFailed?: boolean;
  notice: AuthNotice | null;
  onCodeRequired: () => void;
}

interface FailureBody {
  message?: string;
  exception?: string;
  attemptsLeft?: number;
}

export function LoginForm({ loginKind, captchaConfig, captchaFailed = false, notice, onCodeRequired }: LoginFormProps) {
  const t = useTranslations('Auth');
  const tAccount = useTranslations('Account');
  const { api, alias } = useApp();
  const captcha = useCaptcha(captchaConfig, 'login');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);

  const loginLabel = loginKind === 'email' ? t('loginLabelEmail') : loginKind === 'phone' ? t('loginLabelPhone') : t('loginLabel');
  const loginMissing = touched && login.trim() === '';
  const passwordMissing = touched && password === '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (login.trim() === '' || password === '') return;
    setSubmitting(true);
    setFailure(null);
    rememberTimeZone();
    try {
      const assessment = await captcha.assessment();
      const answer = await api<{ next: 'code' | 'dashboard' }>('api/session/auth', { method: 'POST', json: { login, password, assessment } });
      if (answer.next === 'code') {
        setSubmitting(false);
        onCodeRequired();
        return;
      }
      window.location.assign(buildPath(alias, 'dashboard'));
    } catch (error) {
      setSubmitting(false);
      captcha.reset();
      if (error instanceof ApiError && error.status === 423) {
        captcha.requireCheckbox();
        return;
      }
      // Unreachable or 502/504: the "temporarily unavailable" dialog already says so.
      if (!(error instanceof ApiError) || error.status === 0 || error.status === 502 || error.status === 504) return;
      const body = (error.body ?? {}) as FailureBody;
      if (error.status >= 500) {
        setFailure(body.message ?? t('serverUnavailable'));
        return;
      }
      setFailure(body.exception === 'WrongPasswordException' ? t('wrongPassword') : (body.message ?? t('wrongPassword')));
      setAttemptsLeft(typeof body.attemptsLeft === 'number' ? body.attemptsLeft : null);
      setPassword('');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack gap="4">
        <Heading as="h1" size="lg" id="login-title">
          {t('title')}
        </Heading>
        {notice && !failure && (
          <Alert.Root status={notice === 'changed' ? 'success' : 'info'} size="sm" data-testid="login-notice">
            <Alert.Indicator />
            <Alert.Title>{notice === 'changed' ? tAccount('changedSignIn') : t('sessionEnded')}</Alert.Title>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error" size="sm" role="alert" data-testid="login-error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {captchaFailed && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{tAccount('captchaConfigFailed')}</Alert.Title>
          </Alert.Root>
        )}
        {shouldWarnAboutBlock(attemptsLeft) && (
          <Alert.Root status="warning" size="sm" data-testid="login-attempts-warning">
            <Alert.Indicator />
            <Alert.Title>{t('attemptsWarning', { count: attemptsLeft })}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root required invalid={loginMissing}>
          <Field.Label>{loginLabel}</Field.Label>
          <Input
            name="login"
            autoComplete="username"
            inputMode={loginKind === 'phone' ? 'tel' : loginKind === 'email' ? 'email' : 'text'}
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            autoFocus
          />
          {loginMissing && <Field.ErrorText>{t('required')}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={passwordMissing}>
          <Field.Label>{t('passwordLabel')}</Field.Label>
          <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          {passwordMissing && <Field.ErrorText>{t('required')}</Field.ErrorText>}
        </Field.Root>
        <CaptchaCheckbox shown={captcha.enabled && captcha.type === 'checkbox'} attach={captcha.attachCheckbox} />
        <Button type="submit" colorPalette="brand" loading={submitting} disabled={captcha.blocksSubmit} width="100%">
          {t('submit')}
        </Button>
        <Link asChild alignSelf="center" color="brand.fg" fontSize="sm">
          <NextLink href={buildPath(alias, 'forgot-restore')} prefetch={false}>
            {t('forgot')}
          </NextLink>
        </Link>
      </Stack>
    </form>
  );
}
