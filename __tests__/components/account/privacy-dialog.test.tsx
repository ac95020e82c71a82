/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import PrivacyDialog from '@/components/account/privacy-dialog';
import { AppProvider } from '@/components/layout/app-provider';
import { goToAuth, signOutStarted } from '@/lib/client/go-to-auth';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.mock('@/lib/client/go-to-auth', () => ({ goToAuth: jest.fn(), signOutStarted: jest.fn() }));

describe('PrivacyDialog Отменить (spec §2, §4 "cancelling logs out")', () => {
  const fetchMock = mockFetchEachTest();

  it('logs out as a sign-out (not "session ended"), then goes to the login page of the tenant', async () => {
    fetchMock.mockResolvedValue(answer(200, { next: 'auth' }));
    renderWithProviders(
      <AppProvider alias="greenbank">
        <PrivacyDialog policyUrl="" />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(goToAuth).toHaveBeenCalledWith('greenbank'));
    expect(signOutStarted).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/session/logout');
    expect(init.method).toBe('POST');
  });
});
