'use client';

import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { goToAuth } from '@/lib/client/go-to-auth';
import { Button, Flex, Input, Stack } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { FormAlert } from './form-alert';
import { CaptchaCheckbox, useCaptcha } from './use-captcha';
import { ApiError, shownAsUnavailable } from '@/lib/client/api-failure';
import type { ValidationMessageKey } from '@/lib/domain/validation';
import { changePasswordSchema } from '@/lib/account/change-password-schema';
import { firstResponseMessage } from '@/lib/domain/errors';
import { isRefusedRestoreToken } from '@/lib/domain/restore-token';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import { SubmitButton } from './submit-button';
import { PASSWORD_MIN_LENGTH } from '@/lib/domain/limits';

export type ChangePasswordMode = 'request' | 'forced' | 'expiring' | 'restore';

interface ChangePasswordFormProps {
  mode: ChangePasswordMode;
  captchaConfig: CaptchaConfiguration;
  restoreToken?: string;
  onCancel?: () => void;
  /** Where the BFF says to go: signed in again (`dashboard`) or signed out (`auth`). */
  onDone: (next: 'dashboard' | 'auth') => void;
  /** Restoration by a link: the API refused its token (unknown, used or expired); the page offers a new link. */
  onTokenRefused?: () => void;
}

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
  token: string;
}

/** Spec §2/§4/§5 password change: current, new and repeated password; restoration mode by token. */
export function ChangePasswordForm({ mode, captchaConfig, restoreToken, onCancel, onDone, onTokenRefused }: ChangePasswordFormProps) {
  const t = useTranslations('Account');
  const tValidation = useTranslations('Validation');
  const { api, alias } = useApp();
  const captcha = useCaptcha(captchaConfig, 'change_password');
  const [failure, setFailure] = useState<string | null>(null);
  const restoration = mode === 'restore';
  const askForToken = restoration && !restoreToken;
  const tokenInput = useRef<HTMLInputElement>(null);
  // The code field appears because the user asked for it («У меня есть код восстановления»): typing starts there.
  useEffect(() => {
    if (askForToken) tokenInput.current?.focus();
  }, [askForToken]);
  // Spec §2: "The cancel button is hidden in restoration mode and at forced first-login change."
  const cancellable = mode === 'request' || mode === 'expiring';

  const form = useFormik<Values>({
    initialValues: { oldPassword: '', newPassword: '', repeatPassword: '', token: restoreToken ?? '' },
    validationSchema: changePasswordSchema({ restoration, tokenPrefilled: Boolean(restoreToken) }),
    onSubmit: async (values) => {
      setFailure(null);
      const token = restoration ? values.token.trim() : '';
      try {
        const answer = await api(ENDPOINTS.changePassword, {
          search: token ? new URLSearchParams({ token }) : undefined,
          json: {
            newPassword: values.newPassword,
            ...(restoration ? {} : { oldPassword: values.oldPassword }),
            assessment: await captcha.assessment(),
          },
        });
        onDone(answer.next);
      } catch (error) {
        captcha.reset();
        if (!(error instanceof ApiError) || shownAsUnavailable(error)) return;
        // Spec §4/§8 "Logout happens on 401": the API no longer knows the signed-in session (the BFF has dropped it).
        if (error.status === 401 && !restoration) {
          goToAuth(alias, 'ended');
          return;
        }
        if (error.status === 423) {
          captcha.requireCheckbox();
          return;
        }
        if (restoration && onTokenRefused && isRefusedRestoreToken(error.status, error.body)) {
          onTokenRefused();
          return;
        }
        // Spec §8: "Change password failure → first message of the response array".
        setFailure(firstResponseMessage(error.body) ?? error.message);
      }
    },
  });

  const fieldError = (name: keyof Values) => {
    const key = form.touched[name] ? form.errors[name] : undefined;
    return key ? tValidation(key as ValidationMessageKey, { min: PASSWORD_MIN_LENGTH }) : null;
  };

  const passwordField = (name: 'oldPassword' | 'newPassword' | 'repeatPassword', autoComplete: string) => (
    <Field
      label={t(name)}
      invalid={Boolean(fieldError(name))}
      errorText={fieldError(name)}
      // the API's rule, said before a try rather than after a refusal
      helperText={name === 'newPassword' ? t('newPasswordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
    >
      <PasswordInput required autoComplete={autoComplete} {...form.getFieldProps(name)} />
    </Field>
  );

  return (
    <Stack asChild gap="4">
      <form onSubmit={form.handleSubmit} noValidate data-testid="change-password-form">
        {failure && (
          <FormAlert status="error" role="alert" testId="change-password-error">
            {failure}
          </FormAlert>
        )}
        {askForToken && (
          <Field label={t('token')} invalid={Boolean(fieldError('token'))} errorText={fieldError('token')}>
            <Input ref={tokenInput} required autoComplete="one-time-code" {...form.getFieldProps('token')} />
          </Field>
        )}
        {!restoration && passwordField('oldPassword', 'current-password')}
        {passwordField('newPassword', 'new-password')}
        {passwordField('repeatPassword', 'new-password')}
        <CaptchaCheckbox shown={captcha.enabled && captcha.type === 'checkbox'} attach={captcha.attachCheckbox} />
        <Flex wrap="wrap" justify="flex-end" gap="3">
          {cancellable && onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <SubmitButton loading={form.isSubmitting} disabled={captcha.blocksSubmit}>
            {t('save')}
          </SubmitButton>
        </Flex>
      </form>
    </Stack>
  );
}
