'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import type { AuthNotice } from '@/lib/client/go-to-auth';
import { Input } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { FormAlert } from './form-alert';
import { AuthForm, AuthLink } from './auth-form';
import { CaptchaCheckbox, useCaptcha } from './use-captcha';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import { ApiError, shownAsUnavailable } from '@/lib/client/api-failure';
import { rememberTimeZone, shouldWarnAboutBlock } from '@/lib/client/attempts';
import { browserStorage, clearWrongPasswords, recordWrongPassword, type AttemptPolicy } from '@/lib/client/login-attempts';
import { buildPath } from '@/lib/domain/paths';
import { isWrongPasswordFailure } from '@/lib/domain/mentions';
import { SubmitButton } from './submit-button';
import { ownText, serverText, wordsOf, type AuthText } from '@/lib/client/shown-text';
import { loginSchema } from '@/lib/account/login-schema';

export type LoginKind = 'email' | 'phone' | 'both';

interface LoginFormProps {
  loginKind: LoginKind;
  captchaConfig: CaptchaConfiguration;
  /** The captcha configuration could not be read (spec §8: fall back to enabled with empty keys and show an error). */
  captchaFailed?: boolean;
  notice: AuthNotice | null;
  /** The login sent a confirmation code to `sentTo` (masked); a resend may come at `resendUntil` (epoch ms, the BFF's answer). */
  onCodeRequired: (resendUntil: number | undefined, sentTo: string | undefined) => void;
  /** Spec §4: wrong passwords are counted in the browser by the tenant's block settings. */
  attemptPolicy?: AttemptPolicy;
  /** A failure to show from the start: why the code step that led back here ended. */
  initialFailure?: AuthText | null;
}

interface LoginValues {
  login: string;
  password: string;
}

interface FailureBody {
  message?: string;
  attemptsLeft?: number;
}

/**
 * Attempts left after a wrong password: the API's own figure when it sends one, else the browser's count by the
 * tenant's settings (spec §4 "Wrong-password attempts are counted"). The count rises either way.
 */
function attemptsLeftAfterWrongPassword(body: FailureBody, alias: string | null, policy: AttemptPolicy | undefined): number | null {
  const storage = browserStorage();
  const counted = storage && policy ? recordWrongPassword(storage, alias, policy) : null;
  return typeof body.attemptsLeft === 'number' ? body.attemptsLeft : counted;
}

/**
 * What the user (or the browser's password manager) typed into the server's HTML before this form's script ran: the
 * form hydrates after the page (components/account/auth-card.tsx), and React keeps such text in the inputs without
 * telling the form's state. Empty fields are left to the state.
 */
function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, keep: (field: keyof LoginValues, value: string) => void) {
  useEffect(() => {
    for (const field of ['login', 'password'] as const) {
      const input = form.current?.elements.namedItem(field);
      if (input instanceof HTMLInputElement && input.value !== '') keep(field, input.value);
    }
    // once, at hydration: later typing reaches the state through the inputs' own handlers
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function LoginForm({ loginKind, captchaConfig, captchaFailed = false, notice, onCodeRequired, attemptPolicy, initialFailure = null }: LoginFormProps) {
  const t = useTranslations('Auth');
  const tAccount = useTranslations('Account');
  const { api, alias } = useApp();
  const captcha = useCaptcha(captchaConfig, 'login');
  const [failure, setFailure] = useState<AuthText | null>(initialFailure);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  // signed in: the page is leaving for the dashboard, and the button stays busy until it has
  const [leaving, setLeaving] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);

  async function signIn({ login, password }: LoginValues, helpers: FormikHelpers<LoginValues>) {
    setFailure(null);
    rememberTimeZone();
    try {
      const assessment = await captcha.assessment();
      const answer = await api(ENDPOINTS.signIn, { json: { login, password, assessment } });
      const storage = browserStorage();
      if (storage) clearWrongPasswords(storage, alias);
      if (answer.next === 'code') {
        onCodeRequired(answer.waitUntil, answer.sentTo);
        return;
      }
      setLeaving(true);
      window.location.assign(buildPath(alias, 'dashboard'));
    } catch (error) {
      captcha.reset();
      if (error instanceof ApiError && error.status === 423) {
        captcha.requireCheckbox();
        return;
      }
      // Unreachable or 502/504: the "temporarily unavailable" dialog already says so.
      if (!(error instanceof ApiError) || shownAsUnavailable(error)) return;
      const body = (error.body ?? {}) as FailureBody;
      if (error.status >= 500) {
        setFailure(body.message ? serverText(body.message) : ownText('serverUnavailable'));
        return;
      }
      // Spec §8: a failure *mentioning* WrongPasswordException (in any field, qualified or not) counts as a wrong
      // password, and only such a failure brings the IP-block warning.
      const wrongPassword = isWrongPasswordFailure({ status: error.status, data: error.body });
      setFailure(!wrongPassword && body.message ? serverText(body.message) : ownText('wrongPassword'));
      setAttemptsLeft(wrongPassword ? attemptsLeftAfterWrongPassword(body, alias, attemptPolicy) : null);
      // The emptied password is for the next try, not a field left blank: the reset also forgets the submit, so no
      // "required" shows until the next one.
      helpers.resetForm({ values: { login, password: '' } });
    }
  }

  const form = useFormik<LoginValues>({ initialValues: { login: '', password: '' }, validationSchema: loginSchema, onSubmit: signIn });
  useTypedBeforeHydration(formElement, (field, value) => void form.setFieldValue(field, value, false));

  const loginLabel = loginKind === 'email' ? t('loginLabelEmail') : loginKind === 'phone' ? t('loginLabelPhone') : t('loginLabel');
  // "required" shows after a submit, as on every form of the product, not while a field is first filled
  const loginMissing = form.submitCount > 0 && Boolean(form.errors.login);
  const passwordMissing = form.submitCount > 0 && Boolean(form.errors.password);

  return (
    <AuthForm ref={formElement} titleId="login-title" title={t('title')} onSubmit={form.handleSubmit}>
      {notice && !failure && (
        <FormAlert status={notice === 'changed' ? 'success' : 'info'} testId="login-notice">
          {notice === 'changed' ? tAccount('changedSignIn') : t('sessionEnded')}
        </FormAlert>
      )}
      {failure && (
        <FormAlert status="error" role="alert" testId="login-error">
          {wordsOf(failure, t)}
        </FormAlert>
      )}
      {captchaFailed && <FormAlert status="error">{tAccount('captchaConfigFailed')}</FormAlert>}
      {shouldWarnAboutBlock(attemptsLeft) && (
        <FormAlert status="warning" testId="login-attempts-warning">
          {t('attemptsWarning', { count: attemptsLeft })}
        </FormAlert>
      )}
      <Field label={loginLabel} invalid={loginMissing} errorText={loginMissing && t('required')}>
        <Input
          name="login"
          required
          autoComplete="username"
          inputMode={loginKind === 'phone' ? 'tel' : loginKind === 'email' ? 'email' : 'text'}
          value={form.values.login}
          onChange={form.handleChange}
          autoFocus
        />
      </Field>
      <Field label={t('passwordLabel')} invalid={passwordMissing} errorText={passwordMissing && t('required')}>
        <PasswordInput name="password" required autoComplete="current-password" value={form.values.password} onChange={form.handleChange} />
      </Field>
      <CaptchaCheckbox shown={captcha.enabled && captcha.type === 'checkbox'} attach={captcha.attachCheckbox} />
      <SubmitButton w="full" loading={form.isSubmitting || leaving} disabled={captcha.blocksSubmit}>
        {t('submit')}
      </SubmitButton>
      <AuthLink>
        <a href={buildPath(alias, 'forgot-restore')}>
          {t('forgot')}
        </a>
      </AuthLink>
    </AuthForm>
  );
}
