'use client';

import { useState } from 'react';
import { LoginForm, type LoginKind } from './login-form';
import { CodeForm } from './code-form';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract';
import type { AuthNotice } from '@/lib/client/go-to-auth';

/** The login card: the password step, then the confirmation-code step when multi-factor is on. */
export function AuthCard({
  loginKind,
  codeStep,
  notice,
  resendDeadline,
  captchaConfig,
  captchaFailed,
}: {
  loginKind: LoginKind;
  codeStep: boolean;
  notice: AuthNotice | null;
  resendDeadline: number;
  captchaConfig: CaptchaConfiguration;
  captchaFailed: boolean;
}) {
  const [step, setStep] = useState<'password' | 'code'>(codeStep ? 'code' : 'password');
  return step === 'code' ? (
    <CodeForm onBack={() => setStep('password')} resendDeadline={resendDeadline} />
  ) : (
    <LoginForm
      loginKind={loginKind}
      captchaConfig={captchaConfig}
      captchaFailed={captchaFailed}
      notice={notice}
      onCodeRequired={() => setStep('code')}
    />
  );
}
