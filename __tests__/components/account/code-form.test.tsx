/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthCard } from '@/components/account/auth-card';
import { CodeForm } from '@/components/account/code-form';
import { AppProvider } from '@/components/layout/app-provider';
import { RESEND_COOKIE } from '@/lib/client/resend-wait';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/auth',
  useSearchParams: () => new URLSearchParams(),
}));

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const NO_CAPTCHA = { enabled: false, siteKeys: { invisible: '', checkbox: '' } };

function clearResendCookie() {
  document.cookie = `${RESEND_COOKIE}=; Path=/; Max-Age=0`;
}

/** The card's login form (a chunk of its own: it comes once loaded), filled and sent: the code step follows the (mocked) answer. */
async function signInThroughCard(alias: string | null) {
  renderWithProviders(
    <AppProvider alias={alias}>
      <AuthCard loginKind="both" codeStep={false} notice={null} resendDeadline={0} captchaConfig={NO_CAPTCHA} captchaFailed={false} />
    </AppProvider>,
  );
  fireEvent.change(await screen.findByRole('textbox', { name: /E-mail или телефон/ }), { target: { value: 'merchant@demo.test' } });
  fireEvent.change(screen.getByLabelText(/Пароль/, { selector: 'input' }), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('CodeForm (spec §4 "Login" multi-factor step, §8 "Confirm code failure → the server\'s message")', () => {
  const fetchMock = mockFetchEachTest();

  function renderForm() {
    renderWithProviders(
      <AppProvider alias="greenbank">
        <CodeForm onBack={jest.fn()} resendDeadline={0} />
      </AppProvider>,
    );
  }

  function confirm(code: string) {
    fireEvent.change(screen.getByRole('textbox', { name: /Код подтверждения/ }), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
  }

  it('an empty or blank code is required, said at the field, and nothing is sent; typing it clears the message', async () => {
    renderForm();
    confirm('   ');
    const field = screen.getByRole('textbox', { name: /Код подтверждения/ });
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '123456' } });
    await waitFor(() => expect(screen.queryByText('Поле обязательно для заполнения')).not.toBeInTheDocument());
  });

  it('a wrong code shows the server message', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Неверный код подтверждения' }));
    renderForm();
    confirm('000000');
    expect(await screen.findByTestId('code-error')).toHaveTextContent('Неверный код подтверждения');
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/session/confirm-authentication-code');
    expect(JSON.parse(String(init.body))).toEqual({ code: '000000' });
  });

  it('a server error (500) shows the server message too, it is not swallowed', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'Сервис кодов недоступен' }));
    renderForm();
    confirm('123456');
    expect(await screen.findByTestId('code-error')).toHaveTextContent('Сервис кодов недоступен');
  });

  it('502 opens the "temporarily unavailable" dialog instead of a form error', async () => {
    fetchMock.mockResolvedValue(answer(502, { message: 'The system is temporarily unavailable, please try again later', action: 'unavailable' }));
    renderForm();
    confirm('123456');
    expect(await screen.findByTestId('unavailable-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('code-error')).not.toBeInTheDocument();
  });

  it('a failed resend (500, or an upstream 429 without a wait) shows the server message', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { message: 'Не удалось отправить код' }));
    fetchMock.mockResolvedValueOnce(answer(429, { message: 'Слишком много запросов' }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(await screen.findByTestId('code-error')).toHaveTextContent('Не удалось отправить код');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session/resend-authentication-code');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(await screen.findByText('Слишком много запросов')).toBeInTheDocument();
  });

  it('a resend that went out says so to screen readers too (a status message) and starts the wait', async () => {
    fetchMock.mockResolvedValue(answer(200, { waitUntil: Date.now() + 300_000 }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Код отправлен повторно');
    expect(screen.getByRole('button', { name: /Повторная отправка через [45]:\d\d/ })).toBeDisabled();
  });

  it('a too-early resend (429 with the wait) shows an alert (spec §8) and starts the countdown', async () => {
    fetchMock.mockResolvedValue(answer(429, { message: 'Повторно отправить код можно через 2 мин.', reason: 'resend-wait', waitUntil: Date.now() + 90_000 }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(await screen.findByRole('button', { name: /Повторная отправка через 1:(29|30)/ })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Повторно отправить код можно через 1:(29|30)\.$/);
  });
});

describe('AuthCard: the code step says where the code went (issue 34)', () => {
  const fetchMock = mockFetchEachTest();
  beforeEach(clearResendCookie);
  afterEach(clearResendCookie);

  it("the login's answer names the masked address; the code step shows it", async () => {
    fetchMock.mockResolvedValue(answer(200, { next: 'code', waitUntil: Date.now() + 300_000, sentTo: 'm•••t@demo.test' }));
    await signInThroughCard('greenbank');
    expect(await screen.findByText('Введите код подтверждения, отправленный на m•••t@demo.test')).toBeInTheDocument();
  });

  it('after a reload at the code step the server passes it; without one the general words stay', async () => {
    const { unmount } = renderWithProviders(
      <AppProvider alias="greenbank">
        <AuthCard loginKind="both" codeStep codeSentTo="+7 ••• •••-••-02" notice={null} resendDeadline={0} captchaConfig={NO_CAPTCHA} captchaFailed={false} />
      </AppProvider>,
    );
    expect(await screen.findByText('Введите код подтверждения, отправленный на +7 ••• •••-••-02')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <AppProvider alias="greenbank">
        <AuthCard loginKind="both" codeStep notice={null} resendDeadline={0} captchaConfig={NO_CAPTCHA} captchaFailed={false} />
      </AppProvider>,
    );
    expect(await screen.findByText('Введите код подтверждения, отправленный вам')).toBeInTheDocument();
  });
});

describe('AuthCard: too many codes end the code step (issue 19 §3)', () => {
  const fetchMock = mockFetchEachTest();

  /** The code step loads on demand (the login page's first load is the password step). */
  async function renderCodeStep() {
    renderWithProviders(
      <AppProvider alias="greenbank">
        <AuthCard loginKind="both" codeStep notice={null} resendDeadline={0} captchaConfig={NO_CAPTCHA} captchaFailed={false} />
      </AppProvider>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Код подтверждения/ }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
  }

  it('the API ended the sign-in: back to the login form, which says why', async () => {
    fetchMock.mockResolvedValue(answer(429, { message: 'Превышено число попыток ввода кода. Войдите снова.', reason: 'code-attempts' }));
    await renderCodeStep();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Слишком много попыток ввода кода. Войдите снова.');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Код подтверждения/ })).not.toBeInTheDocument();
  });

  it("the BFF's own limit holds: the login form says when to sign in again", async () => {
    fetchMock.mockResolvedValue(answer(429, { message: 'Слишком много попыток', reason: 'code-attempts', retryAt: Date.now() + 14 * 60_000 + 30_000 }));
    await renderCodeStep();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(/^Слишком много попыток ввода кода\. Повторите вход через 14:(29|30)\.$/);
  });
});

describe('AuthCard (spec §4: "resend is possible, with a 5-minute wait kept in a cookie")', () => {
  const fetchMock = mockFetchEachTest();
  beforeEach(clearResendCookie);
  afterEach(clearResendCookie);

  it('a login that asks for the code starts the wait the BFF answers (its cookie holds it): the resend button counts down', async () => {
    fetchMock.mockResolvedValue(answer(200, { next: 'code', waitUntil: Date.now() + 4 * 60_000 + 30_000 }));
    await signInThroughCard('greenbank');
    const resend = await screen.findByRole('button', { name: /Повторная отправка через 4:(29|30)/ });
    expect(resend).toBeDisabled();
    // the browser writes no cookie of its own: the BFF's answer set it (__tests__/quality/sign-in-limits.int.test.ts)
    expect(document.cookie).not.toContain(`${RESEND_COOKIE}=`);
  });

  it('without the figure in the answer the wait counts 5 minutes from now', async () => {
    fetchMock.mockResolvedValue(answer(200, { next: 'code' }));
    await signInThroughCard(null);
    expect(await screen.findByRole('button', { name: /Повторная отправка через (4:59|5:00)/ })).toBeDisabled();
  });
});
