/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import ShowActDialog from '@/components/account/acts/show-act-dialog';
import SendActDialog from '@/components/account/acts/send-act-dialog';
import { AppProvider } from '@/components/layout/app-provider';
import { ACT_FILE_MAX_BYTES } from '@/lib/account/acts';
import type { Act } from '@/lib/acquiring/contract/acts';
import { renderWithProviders } from '../../render';
import { answer, mockFetchEachTest } from '../../fetch-mock';

jest.setTimeout(120_000);
// the machine may be busy: give async queries time
configure({ asyncUtilTimeout: 15_000 });

const ACT: Act = {
  actId: 3,
  actDayNumber: 14,
  actMonthName: 'мая',
  actYear: 2026,
  companyName: 'ООО «Акт Тест»',
  companyAddress: 'г. Казань, ул. Баумана, д. 7',
  companyAdminName: 'Актов Пётр Иванович',
  bankAdminName: 'Банкиров Андрей Викторович',
  certUniqNumber: '0123456789ABCDEF0123456789ABCDEF',
  certStartDate: '2026-05-14',
  certEndDate: '2027-05-13',
  certAlgorithm: 'ECDSA P-256 (prime256v1), SHA-256',
  certEncryptionLib: 'OpenSSL 3.0',
  certPublicKey: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----',
  certAttestation: 'Удостоверяющий центр АО «Демо Банк»',
};

const fetchMock = mockFetchEachTest();

function inApp(ui: React.ReactElement) {
  return renderWithProviders(<AppProvider alias="greenbank">{ui}</AppProvider>);
}

describe('ShowActDialog (spec §2 "Show act dialog")', () => {
  it('shows every field of the act; the public key opens on request', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: ACT }));
    inApp(<ShowActDialog onClose={jest.fn()} />);
    expect(await screen.findByText('ООО «Акт Тест»')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/qps-refund-keys/show');
    expect(init.method).toBe('POST');
    for (const text of ['3', '«14» мая 2026 г.', 'г. Казань, ул. Баумана, д. 7', 'Актов Пётр Иванович', 'Банкиров Андрей Викторович',
      '0123456789ABCDEF0123456789ABCDEF', '14.05.2026', '13.05.2027', 'ECDSA P-256 (prime256v1), SHA-256', 'OpenSSL 3.0', 'Удостоверяющий центр АО «Демо Банк»']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Открытый ключ')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Показать ключ' }));
    const hide = await screen.findByRole('button', { name: 'Скрыть ключ' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('act-public-key')).toHaveTextContent('-----BEGIN PUBLIC KEY-----');
  });

  it('no act yet', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: null }));
    inApp(<ShowActDialog onClose={jest.fn()} />);
    expect(await screen.findByText('Акт ещё не создан.')).toBeInTheDocument();
  });

  it('a failure shows "При отправке акта произошла ошибка"', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'boom' }));
    inApp(<ShowActDialog onClose={jest.fn()} />);
    expect(await screen.findAllByText('При отправке акта произошла ошибка')).not.toHaveLength(0);
  });
});

describe('SendActDialog (spec §2 "Send act dialog", §5 "File input", §8)', () => {
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  // A browser fires input, then change, on a picked file; Chakra's file upload listens to the first and takes
  // the file a tick later: the pick is done once the dialog lists it.
  const pick = async (file: File) => {
    fireEvent.input(fileInput(), { target: { files: [file] } });
    await screen.findByText(file.name);
  };
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));

  it('requires a non-empty file within 5 MB, then posts it as multipart field "file"', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: true }));
    const onClose = jest.fn();
    inApp(<SendActDialog onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    send();
    expect(await screen.findAllByText('Выберите файл')).toHaveLength(2); // the button and the message
    await pick(new File([], 'empty.pdf'));
    expect(await screen.findByText('Файл пуст')).toBeInTheDocument();
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: ACT_FILE_MAX_BYTES + 1 });
    await pick(big);
    expect(await screen.findByText('Размер файла не должен превышать 5 МБ')).toBeInTheDocument();
    send();
    expect(fetchMock).not.toHaveBeenCalled();

    await pick(new File(['%PDF-1.4'], 'акт.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('act-file')).toHaveTextContent('акт.pdf');
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/qps-refund-keys/send');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('акт.pdf');
    expect(await screen.findByText('Акт успешно отправлен')).toBeInTheDocument();
  });

  it('an answer "result: false" is an act error, not "Акт успешно отправлен"; the dialog stays', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: false }));
    const onClose = jest.fn();
    inApp(<SendActDialog onClose={onClose} />);
    await pick(new File(['%PDF-1.4'], 'акт.pdf', { type: 'application/pdf' }));
    send();
    expect(await screen.findByText('При отправке акта произошла ошибка')).toBeInTheDocument();
    expect(screen.queryByText('Акт успешно отправлен')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('act-file')).toHaveTextContent('акт.pdf');
  });

  it('a dropped file is taken too; 429 shows the server text, other errors the act error; the dialog stays', async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { message: 'Слишком много запросов по акту' }));
    fetchMock.mockResolvedValueOnce(answer(400, { message: 'Файл пуст' }));
    const onClose = jest.fn();
    inApp(<SendActDialog onClose={onClose} />);
    // a browser's drag over and drop of a file item (Chakra's dropzone reads the items: a folder could be dropped too)
    const dropped = new File(['data'], 'dropped.pdf');
    const item = { kind: 'file', getAsFile: () => dropped, webkitGetAsEntry: () => ({ isFile: true, isDirectory: false }) };
    const dataTransfer = { types: ['Files'], items: [item], files: [dropped] };
    fireEvent.dragOver(screen.getByTestId('act-file-dropzone'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('act-file-dropzone'), { dataTransfer });
    expect(await screen.findByTestId('act-file')).toHaveTextContent('dropped.pdf');
    send();
    expect(await screen.findByText('Слишком много запросов по акту')).toBeInTheDocument();
    send();
    expect(await screen.findByText('При отправке акта произошла ошибка')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
