/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LoginForm } from '@/components/account/login-form';
import { AppProvider } from '@/components/layout/app-provider';
import { TestProviders } from '../render';

const form = (
  <TestProviders>
    <AppProvider alias={null}>
      <LoginForm loginKind="both" captchaConfig={{ enabled: false, siteKeys: { invisible: '', checkbox: '' } }} notice={null} onCodeRequired={() => {}} />
    </AppProvider>
  </TestProviders>
);

const submit = (root: ParentNode) => root.querySelector<HTMLButtonElement>('button[type="submit"]');

describe('a guest form before its script runs', () => {
  it("the server's login form cannot be submitted (the browser would put the password in a GET URL); hydrated, it can", async () => {
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
