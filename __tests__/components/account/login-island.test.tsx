/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { AuthCard } from '@/components/account/auth-card';
import { AppProvider } from '@/components/layout/app-provider';
import { TestProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

const NO_CAPTCHA = { enabled: false, siteKeys: { invisible: '', checkbox: '' } };

const page = (): ReactElement => (
  <TestProviders>
    <AppProvider alias={null}>
      <AuthCard loginKind="both" codeStep={false} notice={null} resendDeadline={0} captchaConfig={NO_CAPTCHA} captchaFailed={false} />
    </AppProvider>
  </TestProviders>
);

/** The page as the server sends it: the login form's chunk loaded, as the server waits for it before it answers. */
function serverPage(): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  return container;
}

const input = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const submit = (root: ParentNode) => root.querySelector<HTMLButtonElement>('button[type="submit"]');

describe("the login form, an island of /auth that hydrates after the page (issue 37 §5 on /auth's budget)", () => {
  const fetchMock = mockFetchEachTest();
  // The server waits for the island's chunk before it answers; renderToString does not wait, so the chunk is
  // loaded once beforehand (a first render), and from then on renders at once.
  beforeAll(async () => {
    const { findByRole, unmount } = render(page());
    await findByRole('button', { name: 'Войти' });
    unmount();
  });

  it("is in the server's HTML, complete, with its submit disabled until its script runs", async () => {
    const container = serverPage();
    expect(container.querySelector('h1')?.textContent).toBe('Вход в личный кабинет');
    expect(input(container, 'login')).not.toBeNull();
    expect(input(container, 'password')?.type).toBe('password');
    expect(submit(container)?.disabled).toBe(true);
  });

  it('keeps what was typed before it hydrated (a hand, or a password manager) and sends it', async () => {
    fetchMock.mockResolvedValue(answer(200, { next: 'code' }));
    const container = serverPage();
    // typed into the server's form: React keeps the text in the inputs, the form's state must take it
    input(container, 'login')!.value = 'merchant@demo.test';
    input(container, 'password')!.value = 'demo';

    await act(async () => {
      hydrateRoot(container, page());
    });
    await waitFor(() => expect(submit(container)?.disabled).toBe(false));
    expect(input(container, 'login')?.value).toBe('merchant@demo.test');
    await act(async () => {
      submit(container)!.click();
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/session/auth');
    expect(JSON.parse(String(init.body))).toEqual({ login: 'merchant@demo.test', password: 'demo' });
  });
});
