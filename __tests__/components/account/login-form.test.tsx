/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/account/login-form';
import { AppProvider } from '@/components/layout/app-provider';
import { TestProviders, renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/auth',
  useSearchParams: () => new URLSearchParams(),
}));

const REQUIRED = 'Поле обязательно для заполнения';
const WRONG = 'Неверный логин или пароль';

describe('LoginForm (spec §4 "Login", §8 "Login failure mentioning WrongPasswordException")', () => {
  const fetchMock = mockFetchEachTest();

  function renderForm(onCodeRequired = jest.fn()) {
    renderWithProviders(
      <AppProvider alias="greenbank">
        <LoginForm loginKind="both" captchaConfig={{ enabled: false, siteKeys: { invisible: '', checkbox: '' } }} notice={null} onCodeRequired={onCodeRequired} />
      </AppProvider>,
      { timeZone: 'Europe/Moscow' },
    );
    return { onCodeRequired };
  }

  function fill(login: string, password: string) {
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail или телефон/ }), { target: { value: login } });
    fireEvent.change(screen.getByLabelText(/Пароль/, { selector: 'input' }), { target: { value: password } });
  }

  function submit() {
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  }

  it('an empty submit shows "Поле обязательно для заполнения" under both fields and makes no call', async () => {
    renderForm();
    submit();
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a blank login (spaces only) is still missing', async () => {
    renderForm();
    fill('   ', 'secret');
    submit();
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts login and password to the BFF session route with the anti-forgery header and the tenant', async () => {
    fetchMock.mockResolvedValue(answer(200, { next: 'code' }));
    const { onCodeRequired } = renderForm();
    fill('user@example.com', 'secret');
    submit();
    await waitFor(() => expect(onCodeRequired).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/session/auth');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ login: 'user@example.com', password: 'secret' });
    const headers = new Headers(init.headers);
    expect(headers.get('x-bo-request')).toBe('1');
    expect(headers.get('x-tenant-alias')).toBe('greenbank');
  });

  it('a 401 WrongPasswordException with 3 attempts left shows the error and the IP-block warning', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Bad credentials', exception: 'WrongPasswordException', attemptsLeft: 3 }));
    renderForm();
    fill('user@example.com', 'wrong');
    submit();
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    const warning = screen.getByTestId('login-attempts-warning');
    expect(warning).toHaveTextContent('Частые попытки авторизации приведут к блокировке IP-адреса после 3 попыток');
    expect(screen.getByLabelText(/Пароль/, { selector: 'input' })).toHaveValue('');
    // the password is emptied for the next try: that is not a field left blank
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it('the error it shows follows a language switch (a refresh keeps the form, not the words): its own text is kept by key', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Bad credentials', exception: 'WrongPasswordException', attemptsLeft: 4 }));
    const form = (
      <AppProvider alias="greenbank">
        <LoginForm loginKind="both" captchaConfig={{ enabled: false, siteKeys: { invisible: '', checkbox: '' } }} notice={null} onCodeRequired={jest.fn()} />
      </AppProvider>
    );
    const { rerender } = renderWithProviders(form);
    fill('user@example.com', 'wrong');
    submit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(WRONG);
    rerender(<TestProviders locale="en">{form}</TestProviders>);
    expect(screen.getByTestId('login-error')).toHaveTextContent('Wrong login or password');
  });

  it('with 4 attempts left there is no warning', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Bad credentials', exception: 'WrongPasswordException', attemptsLeft: 4 }));
    renderForm();
    fill('user@example.com', 'wrong');
    submit();
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(screen.queryByTestId('login-attempts-warning')).not.toBeInTheDocument();
  });

  it('a failure that mentions WrongPasswordException in a qualified form is a wrong password too (spec §8 "mentioning")', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Bad credentials', exception: 'ru.bank.auth.WrongPasswordException', attemptsLeft: 2 }));
    renderForm();
    fill('user@example.com', 'wrong');
    submit();
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(screen.queryByText('Bad credentials')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-attempts-warning')).toHaveTextContent('после 2 попыток');
  });

  it('a failure that is not a wrong password brings no IP-block warning, even with attemptsLeft', async () => {
    fetchMock.mockResolvedValue(answer(429, { message: 'Вход заблокирован на 15 мин.', exception: 'AuthBlockedException', attemptsLeft: 0 }));
    renderForm();
    fill('user@example.com', 'secret');
    submit();
    expect(await screen.findByText('Вход заблокирован на 15 мин.')).toBeInTheDocument();
    expect(screen.queryByTestId('login-attempts-warning')).not.toBeInTheDocument();
  });

  it('another failure shows the server message', async () => {
    fetchMock.mockResolvedValue(answer(403, { message: 'Пользователь заблокирован', exception: 'UserBlockedException' }));
    renderForm();
    fill('user@example.com', 'secret');
    submit();
    expect(await screen.findByText('Пользователь заблокирован')).toBeInTheDocument();
  });

  it('"HTTP 502 or 504 → generic dialog" instead of a form error', async () => {
    fetchMock.mockResolvedValue(answer(502, { message: 'Bad gateway', action: 'unavailable' }));
    renderForm();
    fill('user@example.com', 'secret');
    await act(async () => {
      submit();
    });
    expect(await screen.findByTestId('unavailable-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });

  it('a 500 shows the server message (spec §8 "every call failure shows an error alert")', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'Internal error' }));
    renderForm();
    fill('user@example.com', 'secret');
    await act(async () => {
      submit();
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText(/Internal error|Server is not available|ошибка/i, undefined, { timeout: 500 })).toBeInTheDocument();
  });

  describe('an API that does not say how many attempts are left (spec §4 "Wrong-password attempts are counted")', () => {
    beforeEach(() => window.localStorage.clear());

    function renderCounted() {
      renderWithProviders(
        <AppProvider alias="greenbank">
          <LoginForm
            loginKind="both"
            captchaConfig={{ enabled: false, siteKeys: { invisible: '', checkbox: '' } }}
            notice={null}
            onCodeRequired={jest.fn()}
            attemptPolicy={{ after: 5, duringMinutes: 15 }}
          />
        </AppProvider>,
        { timeZone: 'Europe/Moscow' },
      );
    }

    async function wrongOnce() {
      fill('user@example.com', 'wrong');
      submit();
      await waitFor(() => expect(screen.getByLabelText(/Пароль/, { selector: 'input' })).toHaveValue(''));
    }

    it('the browser counts: the second wrong password of five leaves 3 and warns', async () => {
      fetchMock.mockResolvedValue(answer(401, { message: 'Bad credentials', exception: 'WrongPasswordException' }));
      renderCounted();
      await wrongOnce();
      expect(screen.queryByTestId('login-attempts-warning')).not.toBeInTheDocument();
      await wrongOnce();
      expect(await screen.findByTestId('login-attempts-warning')).toHaveTextContent('после 3 попыток');
      expect(JSON.parse(window.localStorage.getItem('authAttempt:greenbank') ?? '{}')).toMatchObject({ count: 2 });
    });

    it('a successful login starts the count again', async () => {
      window.localStorage.setItem('authAttempt:greenbank', JSON.stringify({ count: 3, last: Date.now() }));
      fetchMock.mockResolvedValue(answer(200, { next: 'code' }));
      renderCounted();
      fill('user@example.com', 'right');
      submit();
      await waitFor(() => expect(window.localStorage.getItem('authAttempt:greenbank')).toBeNull());
    });
  });
});
