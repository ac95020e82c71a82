/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import ChangePasswordDialog from '@/components/account/change-password-dialog';
import PrivacyDialog from '@/components/account/privacy-dialog';
import { AppProvider } from '@/components/layout/app-provider';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const NO_CAPTCHA: CaptchaConfiguration = { enabled: false, siteKeys: { invisible: '', checkbox: '' } };

function inApp(ui: React.ReactElement) {
  return renderWithProviders(<AppProvider alias={null}>{ui}</AppProvider>, { timeZone: 'Europe/Moscow' });
}

describe('ChangePasswordDialog (spec §2 "Password change")', () => {
  it('on request: a dialog named by its title, with Отменить and the close button; both close it', async () => {
    const onClose = jest.fn();
    inApp(<ChangePasswordDialog mode="request" passExpireDate={null} captchaConfig={NO_CAPTCHA} onClose={onClose} onDone={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Смена пароля' });
    expect(dialog).toHaveAttribute('data-testid', 'change-password-dialog');
    expect(screen.getByLabelText('Текущий пароль', { selector: 'input' })).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    // Chakra's dialog reports its close trigger a tick later
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('forced at first login: the hint, no Отменить, no close button, Esc does nothing', () => {
    const onClose = jest.fn();
    inApp(<ChangePasswordDialog mode="forced" passExpireDate={null} captchaConfig={NO_CAPTCHA} onClose={onClose} onDone={jest.fn()} />);
    expect(screen.getByText('Необходимо сменить пароль при первом входе')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('required and matching passwords are checked before anything is sent', async () => {
    const fetchMock = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    inApp(<ChangePasswordDialog mode="expiring" passExpireDate="2026-12-01" captchaConfig={NO_CAPTCHA} onClose={jest.fn()} onDone={jest.fn()} />);
    expect(screen.getByText(/Срок действия пароля истекает/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getAllByText('Поле обязательно для заполнения')).toHaveLength(3));
    expect(screen.getByLabelText('Новый пароль', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('the expiry date ends its clause: «г.» is not followed by a second full stop (issue 21)', () => {
    inApp(<ChangePasswordDialog mode="expiring" passExpireDate="2026-11-28T12:00:00Z" captchaConfig={NO_CAPTCHA} onClose={jest.fn()} onDone={jest.fn()} />);
    const hint = screen.getByText(/Срок действия пароля истекает/);
    expect(hint).toHaveTextContent(/^Срок действия пароля истекает 28 ноября 2026 г\. — смените его\.$/);
    expect(hint.textContent).not.toMatch(/\.\s*\./);
  });

  it('a captcha configuration that could not be read is said (spec §8 "… fall back … and show an error")', () => {
    inApp(<ChangePasswordDialog mode="request" passExpireDate={null} captchaConfig={NO_CAPTCHA} captchaFailed onClose={jest.fn()} onDone={jest.fn()} />);
    expect(screen.getByText('Не удалось получить настройки проверки «Я не робот»')).toBeInTheDocument();
  });

  it('no such error while the configuration was read', () => {
    inApp(<ChangePasswordDialog mode="request" passExpireDate={null} captchaConfig={NO_CAPTCHA} onClose={jest.fn()} onDone={jest.fn()} />);
    expect(screen.queryByText('Не удалось получить настройки проверки «Я не робот»')).toBeNull();
  });
});

describe('PrivacyDialog (spec §2)', () => {
  const fetchMock = mockFetchEachTest();

  it('is an alert dialog that cannot be dismissed: only Отменить and Принять', () => {
    inApp(<PrivacyDialog policyUrl="https://bank.example/privacy" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Политика конфиденциальности' });
    expect(dialog).toHaveAttribute('data-testid', 'privacy-dialog');
    expect(screen.getByRole('link', { name: 'Открыть политику конфиденциальности' })).toHaveAttribute('href', 'https://bank.example/privacy');
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Принять' })).toBeInTheDocument();
  });

  it('links to /privacyPolicy when the configured URL is not an http(s) link', () => {
    inApp(<PrivacyDialog policyUrl="javascript:alert(document.cookie)" />);
    expect(screen.getByRole('link', { name: 'Открыть политику конфиденциальности' })).toHaveAttribute('href', '/privacyPolicy');
  });

  it('Принять posts the confirmation; a failure shows an error alert and the buttons work again (spec §8)', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'Не удалось сохранить согласие' }));
    inApp(<PrivacyDialog policyUrl="" />);
    expect(screen.getByRole('link', { name: 'Открыть политику конфиденциальности' })).toHaveAttribute('href', '/privacyPolicy');
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(await screen.findByText('Не удалось сохранить согласие')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/privacy-policy/confirm');
    expect(init.method).toBe('POST');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Принять' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
