/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { SendCheckDialog } from '@/components/operations/send-check-dialog';
import { settingsView } from '@/lib/operations/settings-view';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

// The dialog's first render is slow on a cold jsdom.
jest.setTimeout(20_000);

const settings = { ...settingsView([]), sendCheckEmail: true, sendCheckPhone: true, phoneMask: '+7 (###) ###-##-##' };

function openDialog(onClose = jest.fn()) {
  renderWithProviders(
    <AppProvider alias="greenbank">
      <SendCheckDialog mode="send" ids={[42]} settings={settings} onClose={onClose} />
    </AppProvider>,
  );
  return { dialog: screen.getByTestId('send-check-dialog'), onClose };
}

describe('SendCheckDialog (spec §5 contact field, §8 its answers)', () => {
  const fetchMock = mockFetchEachTest();

  it('shows the contact error under the required field, wired to it, and sends nothing', async () => {
    const { dialog } = openDialog();
    const email = within(dialog).getByLabelText(/^Адрес электронной почты/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('name', 'contact');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByTestId('contact-error')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    const error = await within(dialog).findByTestId('contact-error');
    expect(error).toHaveTextContent('Введите адрес электронной почты');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', error.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('another channel clears the error and masks the phone', () => {
    const { dialog } = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    fireEvent.change(within(dialog).getByLabelText('Способ отправки'), { target: { value: 'phone' } });
    expect(within(dialog).queryByTestId('contact-error')).toBeNull();
    const phone = within(dialog).getByLabelText(/^Номер телефона/);
    expect(phone).toHaveAttribute('type', 'tel');
    fireEvent.change(phone, { target: { value: '9991234567' } });
    expect(phone).toHaveValue('+7 (999) 123-45-67');
  });

  it('sends the check of the operation to the e-mail and closes', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: { sent: 1, contact: 'buyer@example.com' } }));
    const { dialog, onClose } = openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Адрес электронной почты/), { target: { value: 'Buyer@Example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/transaction/send-check');
    expect(JSON.parse(String(init.body))).toEqual({ id: 42, email: 'buyer@example.com' });
  });
});
