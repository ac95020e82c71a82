/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { SendCheckDialog, type SendCheckMode } from '@/components/operations/send-check-dialog';
import { settingsView } from '@/lib/operations/settings-view';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

// The dialog's first render is slow on a cold jsdom.
jest.setTimeout(20_000);

const settings = { ...settingsView([]), sendCheckEmail: true, sendCheckPhone: true, phoneMask: '+7 (###) ###-##-##' };

function openDialog(onClose = jest.fn(), mode: SendCheckMode = 'send') {
  renderWithProviders(
    <AppProvider alias="greenbank">
      <SendCheckDialog mode={mode} ids={[42]} settings={settings} onClose={onClose} />
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

describe('SendCheckDialog, a resend (spec §7 resend-check: the API reuses the last contact)', () => {
  const fetchMock = mockFetchEachTest();
  const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1].body)) as unknown;

  it('says it goes where the check was last sent, asks no contact, and names the contact the answer gives', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: { sent: 1, channel: 'email', contact: 'buyer@example.com' } }));
    const { dialog, onClose } = openDialog(jest.fn(), 'resend');
    expect(dialog).toHaveTextContent('Повторная отправка чека');
    expect(within(dialog).getByRole('radio', { name: 'Туда же, куда в прошлый раз' })).toBeChecked();
    expect(within(dialog).getByTestId('resend-last-note')).toHaveTextContent('на который его отправили в последний раз');
    expect(within(dialog).queryByLabelText(/^Адрес электронной почты/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить повторно' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/transaction/resend-check');
    expect(sentBody(0)).toEqual({ id: 42 });
    expect(await screen.findByText('Чек отправлен повторно: buyer@example.com')).toBeInTheDocument();
  });

  it('a check never sent: says so and asks where to send it, then resends there', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { message: 'Чек по этой операции ещё не отправлялся', field: 'phone' }));
    const { dialog, onClose } = openDialog(jest.fn(), 'resend');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить повторно' }));
    expect(await within(dialog).findByTestId('resend-never-sent')).toHaveTextContent('Чек этой операции ещё не отправлялся: укажите, куда его отправить.');
    const email = within(dialog).getByLabelText(/^Адрес электронной почты/);
    await waitFor(() => expect(email).toHaveFocus());
    // asked, not yet wrong: no error on the empty field before the merchant types
    expect(within(dialog).queryByTestId('contact-error')).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByRole('radio', { name: 'На другой телефон или адрес электронной почты' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Туда же, куда в прошлый раз' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(/В процессе отправки чеков произошла ошибка/)).toBeNull();

    fetchMock.mockResolvedValueOnce(answer(200, { result: { sent: 1, channel: 'email', contact: 'buyer@example.com' } }));
    fireEvent.change(email, { target: { value: 'Buyer@Example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить повторно' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentBody(1)).toEqual({ id: 42, email: 'buyer@example.com' });
  });

  it('to another contact: the contact field with the spec §5 rule', async () => {
    const { dialog } = openDialog(jest.fn(), 'resend');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'На другой телефон или адрес электронной почты' }));
    const email = await within(dialog).findByLabelText(/^Адрес электронной почты/);
    expect(email).toBeRequired();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить повторно' }));
    expect(await within(dialog).findByTestId('contact-error')).toHaveTextContent('Введите адрес электронной почты');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
