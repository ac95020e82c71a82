/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { AppProvider } from '@/components/layout/app-provider';
import { goToAuth } from '@/lib/client/go-to-auth';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.mock('@/lib/client/go-to-auth', () => ({ goToAuth: jest.fn(), signOutStarted: jest.fn() }));

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const NO_CAPTCHA: CaptchaConfiguration = { enabled: false, siteKeys: { invisible: '', checkbox: '' } };
const goToAuthMock = goToAuth as jest.MockedFunction<typeof goToAuth>;

describe('ChangePasswordForm failures (spec §4 "Change password", §8)', () => {
  const fetchMock = mockFetchEachTest();
  beforeEach(() => goToAuthMock.mockReset());

  function renderForm(mode: 'request' | 'restore', onDone = jest.fn()) {
    renderWithProviders(
      <AppProvider alias="greenbank">
        <ChangePasswordForm mode={mode} restoreToken={mode === 'restore' ? 'restore-token-1' : undefined} captchaConfig={NO_CAPTCHA} onDone={onDone} />
      </AppProvider>,
    );
    return onDone;
  }

  function fillAndSave(withOld: boolean) {
    const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
    if (withOld) fireEvent.change(field('Текущий пароль'), { target: { value: 'old-secret' } });
    fireEvent.change(field('Новый пароль'), { target: { value: 'new-secret' } });
    fireEvent.change(field('Повторите новый пароль'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  }

  it.each(['request', 'restore'] as const)('the password rule is said beside the new password before any try (%s, issue 34)', (mode) => {
    renderForm(mode);
    const newPassword = screen.getByLabelText('Новый пароль', { selector: 'input' });
    expect(newPassword).toHaveAccessibleDescription('Не менее 6 символов');
    expect(screen.getByLabelText('Повторите новый пароль', { selector: 'input' })).not.toHaveAccessibleDescription();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Change password failure → first message of the response array"', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Validation failed', errors: [{ field: 'oldPassword', message: 'Неверный текущий пароль' }] }));
    renderForm('request');
    fillAndSave(true);
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent('Неверный текущий пароль');
    expect(goToAuthMock).not.toHaveBeenCalled();
  });

  it('a 401 of the signed-in change logs out: the login page ("session ended"), no error text in the form', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthorized' }));
    const onDone = renderForm('request');
    fillAndSave(true);
    await waitFor(() => expect(goToAuthMock).toHaveBeenCalledWith('greenbank', 'ended'));
    expect(screen.queryByTestId('change-password-error')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('in restoration by token (no session) a 401 is the server\'s message, the page stays', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Ссылка для восстановления пароля недействительна' }));
    renderForm('restore');
    fillAndSave(false);
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent('Ссылка для восстановления пароля недействительна');
    const [url] = fetchMock.mock.calls[0] ?? [''];
    expect(url).toBe('/api/session/change-password?token=restore-token-1');
    expect(goToAuthMock).not.toHaveBeenCalled();
  });
});
