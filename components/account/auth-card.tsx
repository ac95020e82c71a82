'use client';

import { useState } from 'react';
import { LoginForm, type LoginKind } from './login-form';
import { CodeForm } from './code-form';

/** The login card: the password step, then the confirmation-code step when multi-factor is on. */
export function AuthCard({
  loginKind,
  codeStep,
  sessionEnded,
  resendDeadline,
}: {
  loginKind: LoginKind;
  codeStep: boolean;
  sessionEnded: boolean;
  resendDeadline: number;
}) {
  const [step, setStep] = useState<'password' | 'code'>(codeStep ? 'code' : 'password');
  return step === 'code' ? (
    <CodeForm onBack={() => setStep('password')} resendDeadline={resendDeadline} />
  ) : (
    <LoginForm loginKind={loginKind} sessionEnded={sessionEnded} onCodeRequired={() => setStep('code')} />
  );
}
