/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ForgotPassword } from '@/components/account/forgot-password';
import { AppProvider } from '@/components/layout/app-provider';
import { RESEND_COOKIE } from '@/lib/client/resend-wait';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';
import { goToAuth } from '@/lib/client/go-to-auth';

jest.mock('@/lib/client/go-to-auth', () => ({ goToAuth: jest.fn(), signOutStarted: jest.fn() }));
const goToAuthMock = goToAuth as jest.MockedFunction<typeof goToAuth>;

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const NO_CAPTCHA: CaptchaConfiguration = { enabled: false, siteKeys: { invisible: '', checkbox: '' } };

describe('ForgotPassword (spec §2 password recovery, §9 "Forgot-password resend wait 5 minutes")', () => {
  const fetchMock = mockFetchEachTest();
  afterEach(() => {
    document.cookie = `${RESEND_COOKIE}=; Path=/; Max-Age=0`;
  });

  function renderPage(restoreToken: string | null = null, captchaFailed = false, linkInvalid = false) {
    renderWithProviders(
      <AppProvider alias={null}>
        <ForgotPassword restoreToken={restoreToken} linkInvalid={linkInvalid} resendDeadline={0} captchaConfig={NO_CAPTCHA} captchaFailed={captchaFailed} />
      </AppProvider>,
    );
  }

  const INVALID_LINK = 'Ссылка для восстановления пароля недействительна или устарела. Укажите e-mail или телефон — мы отправим новую.';

  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));

  it('an empty login is required and nothing is sent', async () => {
    renderPage();
    send();
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the login to forgot-send-token, announces it (status) and waits 5 minutes before another send', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: true }));
    renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail или телефон/ }), { target: { value: '  user@example.com ' } });
    send();
    expect(await screen.findByRole('status')).toHaveTextContent('Если учётная запись существует, ссылка для восстановления отправлена.');
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/session/forgot-send-token');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ login: 'user@example.com' });
    expect(screen.getByRole('button', { name: /Повторная отправка через [45]:\d\d/ })).toBeDisabled();
    expect(document.cookie).toMatch(new RegExp(`${RESEND_COOKIE}=restore-\\d+`));
  });

  it('a failure shows the server message', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Пользователь не найден' }));
    renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail или телефон/ }), { target: { value: 'nobody@example.com' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Пользователь не найден');
  });

  it('with a token from the link: the restoration form, no current password, no Отменить', () => {
    renderPage('restore-token-1');
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Текущий пароль', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Новый пароль', { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
  });

  it('a code typed from the message (spec §5 "token required in restoration mode when not prefilled")', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: { next: 'auth' } }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'У меня есть код восстановления' }));
    const code = screen.getByRole('textbox', { name: /Код восстановления/ });
    expect(screen.queryByLabelText('Текущий пароль', { selector: 'input' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Новый пароль', { selector: 'input' }), { target: { value: 'New-pass-1' } });
    fireEvent.change(screen.getByLabelText('Повторите новый пароль', { selector: 'input' }), { target: { value: 'New-pass-1' } });
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    save();
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: 'abc' } });
    save();
    expect(await screen.findByText('Некорректный код восстановления')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: ' Typed_code-123 ' } });
    save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/session/change-password?token=Typed_code-123');
    expect(JSON.parse(String(init.body))).toEqual({ newPassword: 'New-pass-1' });
    await waitFor(() => expect(goToAuthMock).toHaveBeenCalledWith(null, 'changed'));
  });

  it('the code field takes the focus; «Запросить ссылку» leads back to sending the link, focus on the login', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'У меня есть код восстановления' }));
    expect(screen.getByRole('textbox', { name: /Код восстановления/ })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Запросить ссылку' }));
    expect(screen.getByRole('textbox', { name: /E-mail или телефон/ })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: /Код восстановления/ })).not.toBeInTheDocument();
  });

  it('with a token from the link there is no code field and no way back to sending', () => {
    renderPage('restore-token-1');
    expect(screen.queryByRole('textbox', { name: /Код восстановления/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Запросить ссылку' })).not.toBeInTheDocument();
  });

  it('a link whose token cannot be one (?token=abc) says so and offers a new link (issue 19)', () => {
    renderPage(null, false, true);
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('textbox', { name: /E-mail или телефон/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeEnabled();
    expect(screen.queryByLabelText('Новый пароль', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('a link the API refuses (unknown, used or expired token) says so at the save, and offers a new link', async () => {
    // sandbox/CONTRACT.md: change-password by an invalid or expired token → 400 with an error on the field `token`
    const refusal = 'Ссылка для восстановления пароля недействительна или устарела';
    fetchMock.mockResolvedValue(answer(400, { message: refusal, exception: 'InvalidTokenException', errors: [{ field: 'token', message: refusal }] }));
    goToAuthMock.mockClear();
    renderPage('ffffffffffffffffffffffffffffffff');
    fireEvent.change(screen.getByLabelText('Новый пароль', { selector: 'input' }), { target: { value: 'New-pass-1' } });
    fireEvent.change(screen.getByLabelText('Повторите новый пароль', { selector: 'input' }), { target: { value: 'New-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('textbox', { name: /E-mail или телефон/ })).toHaveFocus();
    expect(screen.queryByLabelText('Новый пароль', { selector: 'input' })).not.toBeInTheDocument();
    expect(goToAuthMock).not.toHaveBeenCalled();
  });

  it('another refusal of the new password keeps the form with the server message', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Пароль совпадает с одним из предыдущих', errors: [{ field: 'newPassword', message: 'Пароль совпадает с одним из предыдущих' }] }));
    renderPage('restore-token-1');
    fireEvent.change(screen.getByLabelText('Новый пароль', { selector: 'input' }), { target: { value: 'abcdefg' } });
    fireEvent.change(screen.getByLabelText('Повторите новый пароль', { selector: 'input' }), { target: { value: 'abcdefg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пароль совпадает с одним из предыдущих');
    expect(screen.getByLabelText('Новый пароль', { selector: 'input' })).toBeInTheDocument();
  });

  it.each([
    ['the send form', null],
    ['the restoration form', 'restore-token-1'],
  ])('%s says when the captcha configuration could not be read (spec §8)', (_form, token) => {
    renderPage(token, true);
    expect(screen.getByText('Не удалось получить настройки проверки «Я не робот»')).toBeInTheDocument();
  });
});
