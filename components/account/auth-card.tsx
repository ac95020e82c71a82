'use client';

import { Suspense, lazy, useState } from 'react';
import type { LoginKind } from './login-form';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import type { AuthNotice } from '@/lib/client/go-to-auth';
import { AUTH_CODE_RESEND_WAIT_MINUTES } from '@/lib/domain/limits';
import type { AttemptPolicy } from '@/lib/client/login-attempts';
import { usePreloadWhenIdle } from '@/lib/client/preload';
import type { AuthText } from '@/lib/client/shown-text';

// The login form is an island of its own: the server renders it into the page's HTML, and its code (formik, yup,
// the endpoint table, the password input) comes in a chunk of its own that hydrates it once loaded, instead of
// being named by the page (it does not fit /auth's first-load budget, issue 20). Until then the server's form shows,
// its submit disabled (SubmitButton), and what is typed into it is kept (LoginForm).
const loadLoginForm = () => import('./login-form');
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })));

// The code step is for tenants with multi-factor login, after the password: it loads when the page is idle, or
// comes with the page when the session is already at that step (a reload after the password: the server renders it).
// React's lazy rather than next/dynamic, whose loader would be on the login's first load for this one part.
const loadCodeForm = () => import('./code-form');
const CodeForm = lazy(() => loadCodeForm().then((module) => ({ default: module.CodeForm })));

/** The login card: the password step, then the confirmation-code step when multi-factor is on. */
export function AuthCard({
  loginKind,
  codeStep,
  codeSentTo,
  notice,
  resendDeadline,
  captchaConfig,
  captchaFailed,
  attemptPolicy,
}: {
  loginKind: LoginKind;
  codeStep: boolean;
  /** where the code went, masked (a reload at the code step) */
  codeSentTo?: string | null;
  notice: AuthNotice | null;
  resendDeadline: number;
  captchaConfig: CaptchaConfiguration;
  captchaFailed: boolean;
  /** The tenant's wrong-password block settings (spec §4); without them only the API's own count warns. */
  attemptPolicy?: AttemptPolicy;
}) {
  const [step, setStep] = useState<'password' | 'code'>(codeStep ? 'code' : 'password');
  usePreloadWhenIdle(loadCodeForm);
  const [deadline, setDeadline] = useState(resendDeadline);
  const [sentTo, setSentTo] = useState(codeSentTo);
  /** Why the code step ended, shown on the login form it returns to. */
  const [codeStepFailure, setCodeStepFailure] = useState<AuthText | null>(null);

  function backToLogin(failure?: AuthText) {
    setCodeStepFailure(failure ?? null);
    setStep('password');
  }

  function codeSent(resendUntil: number | undefined, destination: string | undefined) {
    // The login has just sent the code: a resend waits 5 minutes (spec §4). The BFF's answer says until when and its
    // cookie keeps it over a reload; without that figure the wait counts from now.
    setDeadline(resendUntil ?? Date.now() + AUTH_CODE_RESEND_WAIT_MINUTES * 60_000);
    setSentTo(destination ?? null);
    setStep('code');
  }

  return step === 'code' ? (
    <Suspense fallback={null}>
      <CodeForm onBack={backToLogin} resendDeadline={deadline} sentTo={sentTo} />
    </Suspense>
  ) : (
    <Suspense fallback={null}>
      <LoginForm
        loginKind={loginKind}
        captchaConfig={captchaConfig}
        captchaFailed={captchaFailed}
        notice={notice}
        onCodeRequired={codeSent}
        attemptPolicy={attemptPolicy}
        initialFailure={codeStepFailure}
      />
    </Suspense>
  );
}
