/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ReportButton } from '@/components/operations/report-button';
import { DownloadFileButton } from '@/components/reconciliation/download-file-button';
import type { ColumnSettings } from '@/lib/operations/report-export';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest, type FakeResponse } from '../fetch-mock';

const goToAuth = jest.fn();
jest.mock('@/lib/client/go-to-auth', () => ({ goToAuth: (...args: unknown[]) => goToAuth(...args) }));

// The dialog's first render is slow on a cold jsdom.
jest.setTimeout(20_000);
// A busy CI machine re-renders the dialog slower than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

const REPORT_ERROR = 'Произошла ошибка сервера при выгрузке отчёта';
const NO_OPTIONAL: ColumnSettings = { showBonus: false, showCashback: false, showTips: false, showBin: false };

/** The names of the files the page handed to the browser. */
let saved: string[];

beforeEach(() => {
  goToAuth.mockReset();
  saved = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

async function openDialog(settings: ColumnSettings = NO_OPTIONAL): Promise<HTMLElement> {
  renderWithProviders(
    <AppProvider alias="greenbank">
      <ReportButton query="currencyId.eq=643" settings={settings} />
    </AppProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Выгрузить отчёт' }));
  return screen.findByRole('dialog', { name: 'Выгрузка отчёта' });
}

const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });
/** A click on a box or a radio, its state settled (the group answers in a microtask). */
const toggle = (control: HTMLElement) =>
  act(async () => {
    fireEvent.click(control);
  });
const download = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Скачать' }));
/** The query of the n-th call, read as parameters. */
const calledWith = (fetchMock: jest.Mock, n = 0) => new URL(String(fetchMock.mock.calls[n]![0]), 'http://localhost');

/** A file answer as a real Response, streamed when `body` is a stream. */
function fileAnswer(body: BodyInit, name = 'operations-20261101-20261127.csv'): Response {
  return new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` } });
}

/** An answer whose body comes when the test says, and fails as a real fetch's does when the request is aborted. */
function streamedAnswer(init: RequestInit) {
  let push: (bytes: number) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (bytes) => controller.enqueue(new Uint8Array(bytes));
      end = () => controller.close();
      init.signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
    },
  });
  return { response: fileAnswer(body), push: (bytes: number) => push(bytes), end: () => end() };
}

describe('the export dialog (issue 21 "Export")', () => {
  const fetchMock = mockFetchEachTest();

  it('offers CSV and XLSX and every report column ticked, the optional ones only while the tenant shows them', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'XLSX (Excel)' })).not.toBeChecked();
    expect(checkbox(dialog, 'ID операции')).toBeChecked();
    expect(checkbox(dialog, 'Исходная операция')).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'BIN' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Чаевые' })).toBeNull();
    expect(dialog).toHaveTextContent('выбрано 23 из 23');
  });

  it('shows BIN and tips while their settings are on', async () => {
    const dialog = await openDialog({ ...NO_OPTIONAL, showBin: true, showTips: true });
    expect(checkbox(dialog, 'BIN')).toBeChecked();
    expect(checkbox(dialog, 'Чаевые')).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Бонусы' })).toBeNull();
  });

  it('asks the host\'s CSV of the filter with the chosen columns only, in the report\'s order', async () => {
    fetchMock.mockResolvedValue(fileAnswer('a;b'));
    const dialog = await openDialog();
    await toggle(checkbox(dialog, 'Все столбцы'));
    await toggle(checkbox(dialog, 'Сумма'));
    await toggle(checkbox(dialog, 'ID операции'));
    await toggle(checkbox(dialog, 'RRN'));
    expect(dialog).toHaveTextContent('выбрано 3 из 23');
    download(dialog);
    await waitFor(() => expect(saved).toEqual(['operations-20261101-20261127.csv']));
    const url = calledWith(fetchMock);
    expect(url.pathname).toBe('/api/merchant/report');
    expect(url.searchParams.get('currencyId.eq')).toBe('643');
    expect(url.searchParams.get('columns')).toBe('id,amount,rrn');
  });

  it('asks the BFF\'s XLSX when XLSX is chosen, closes, gives focus back and remembers the choice', async () => {
    fetchMock.mockResolvedValue(fileAnswer('xlsx', 'operations.xlsx'));
    const dialog = await openDialog();
    await toggle(within(dialog).getByRole('radio', { name: 'XLSX (Excel)' }));
    await toggle(checkbox(dialog, 'Статус'));
    download(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual(['operations.xlsx']);
    const url = calledWith(fetchMock);
    expect(url.pathname).toBe('/api/export/operations');
    expect(url.searchParams.get('columns')?.split(',')).not.toContain('status');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Выгрузить отчёт' })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Выгрузить отчёт' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('radio', { name: 'XLSX (Excel)' })).toBeChecked();
    expect(checkbox(again, 'Статус')).not.toBeChecked();
  });

  it('needs at least one column: says so and asks nothing', async () => {
    const dialog = await openDialog();
    await toggle(checkbox(dialog, 'Все столбцы'));
    expect(await within(dialog).findByText('Выберите хотя бы один столбец')).toBeInTheDocument();
    download(dialog);
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    await toggle(checkbox(dialog, 'Операция'));
    await waitFor(() => expect(within(dialog).queryByText('Выберите хотя бы один столбец')).toBeNull());
  });

  it('shows the bytes as they come; Cancel aborts: no file, no alert, the dialog usable again', async () => {
    let stream: ReturnType<typeof streamedAnswer> | undefined;
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation(async (_, init) => {
      signal = init.signal ?? undefined;
      stream = streamedAnswer(init);
      return stream.response as unknown as FakeResponse;
    });
    const dialog = await openDialog();
    download(dialog);
    const cancel = await within(dialog).findByRole('button', { name: 'Отменить' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // ky counts a chunk once the next one comes
    await act(async () => {
      stream?.push(2_500);
      stream?.push(500);
    });
    await waitFor(() => expect(within(dialog).getByTestId('export-progress')).toHaveTextContent('Получено 2,5 кБ'));
    expect(within(dialog).getByRole('progressbar', { name: 'Ход выгрузки' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    // the abort travels through ky's progress stream: under CI's load (the sandbox suites beside it) it once took
    // longer than the 5 s default
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Скачать' })).toBeEnabled(), { timeout: 15_000 });
    expect(signal?.aborted).toBe(true);
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('unavailable-dialog')).toBeNull();
    expect(dialog).toHaveTextContent('Выгрузка отменена');
    expect(within(dialog).queryByTestId('export-progress')).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Скачать' })).toHaveFocus());

    // …and the next file comes as usual
    fetchMock.mockResolvedValue(fileAnswer('a;b'));
    download(dialog);
    await waitFor(() => expect(saved).toEqual(['operations-20261101-20261127.csv']));
  });

  it('closing the dialog while the file comes cancels it, without an alert', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_, init) => {
      signal = init.signal ?? undefined;
      return new Promise<FakeResponse>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
    });
    const dialog = await openDialog();
    download(dialog);
    await within(dialog).findByRole('button', { name: 'Отменить' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(signal?.aborted).toBe(true));
    await act(async () => undefined);
    expect(saved).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the export dialog on failures (spec §8 report download, 502/504, ended session)', () => {
  const fetchMock = mockFetchEachTest();

  async function failWith(status: number, body: unknown) {
    fetchMock.mockResolvedValue(answer(status, body));
    const dialog = await openDialog();
    download(dialog);
    return dialog;
  }

  it('shows the catalogue text when the server fails, and stays open for another try', async () => {
    const dialog = await failWith(500, { message: 'boom' });
    expect(await screen.findByText(REPORT_ERROR)).toBeInTheDocument();
    expect(calledWith(fetchMock).pathname).toBe('/api/merchant/report');
    expect(screen.queryByTestId('unavailable-dialog')).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Скачать' })).toBeEnabled());
  });

  it.each([502, 504])('opens the "temporarily unavailable" dialog on %i instead of the report text', async (status) => {
    await failWith(status, { message: 'The system is temporarily unavailable, please try again later', action: 'unavailable' });
    expect(await screen.findByTestId('unavailable-dialog')).toBeInTheDocument();
    expect(screen.queryByText(REPORT_ERROR)).toBeNull();
  });

  it('leaves for the login page when the session has ended (401), without the report text', async () => {
    await failWith(401, { message: 'Unauthorized', action: 'logout' });
    await waitFor(() => expect(goToAuth).toHaveBeenCalledWith('greenbank', 'ended'));
    expect(screen.queryByText(REPORT_ERROR)).toBeNull();
  });

  it('asks to accept the privacy policy on 409, like every other call, without the report text', async () => {
    const asked = jest.fn();
    window.addEventListener('bo:privacy-policy', asked);
    const dialog = await failWith(409, { message: 'Privacy policy not accepted' });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Скачать' })).toBeEnabled());
    expect(screen.queryByText(REPORT_ERROR)).toBeNull();
    expect(goToAuth).not.toHaveBeenCalled();
    window.removeEventListener('bo:privacy-policy', asked);
  });
});

describe('the reconciliation file (the same download, spec §8)', () => {
  const fetchMock = mockFetchEachTest();

  it('asks the reconciliation’s file and saves it under the server’s name, without directories', async () => {
    fetchMock.mockResolvedValue({
      ...answer(200, null),
      headers: new Headers({ 'content-disposition': 'attachment; filename="../reconciliation-42.csv"' }),
      blob: async () => new Blob(['a;b']),
    } as never);
    renderWithProviders(
      <AppProvider alias={null}>
        <DownloadFileButton reconciliationId={42} fileName="fallback.csv" />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /42/ }));
    await waitFor(() => expect(saved).toEqual(['reconciliation-42.csv']));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/merchant/report?reconciliationId=42');
  });
});
