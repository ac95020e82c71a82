/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { CodeForm } from '@/components/account/code-form';
import { ForgotPassword } from '@/components/account/forgot-password';
import { LoginForm } from '@/components/account/login-form';
import { AppProvider } from '@/components/layout/app-provider';
import { TestProviders } from '../render';

const NO_CAPTCHA = { enabled: false, siteKeys: { invisible: '', checkbox: '' } };

const page = (form: ReactElement) => (
  <TestProviders>
    <AppProvider alias={null}>{form}</AppProvider>
  </TestProviders>
);

const FORMS: [string, ReactElement][] = [
  ['login', <LoginForm key="login" loginKind="both" captchaConfig={NO_CAPTCHA} notice={null} onCodeRequired={() => {}} />],
  ['confirmation-code', <CodeForm key="code" onBack={() => {}} resendDeadline={0} />],
  ['recovery', <ForgotPassword key="recovery" restoreToken={null} resendDeadline={0} captchaConfig={NO_CAPTCHA} />],
];

const submit = (root: ParentNode) => root.querySelector<HTMLButtonElement>('button[type="submit"]');

describe('a guest form before its script runs', () => {
  it.each(FORMS)("the server's %s form cannot be submitted (the browser would put its fields in a GET URL); hydrated, it can", async (_name, ui) => {
    const form = page(ui);
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(submit(container)?.disabled).toBe(true);
    expect(container.querySelector('form')?.getAttribute('method')).toBeNull();

    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(submit(container)?.disabled).toBe(false);
  });
});
