/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ReportButton } from '@/components/operations/report-button';
import { DownloadFileButton } from '@/components/reconciliation/download-file-button';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

const goToAuth = jest.fn();
jest.mock('@/lib/client/go-to-auth', () => ({ goToAuth: (...args: unknown[]) => goToAuth(...args) }));

const REPORT_ERROR = 'Произошла ошибка сервера при выгрузке отчёта';

function renderButton() {
  renderWithProviders(
    <AppProvider alias="greenbank">
      <ReportButton query="currencyId.eq=643" />
    </AppProvider>,
  );
  fireEvent.click(screen.getByTestId('report-download'));
}

describe('ReportButton (spec §8 report download, 502/504, ended session)', () => {
  const fetchMock = mockFetchEachTest();
  beforeEach(() => goToAuth.mockReset());

  it('asks the report of the filter and shows the catalogue text when the server fails', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'boom' }));
    renderButton();
    expect(await screen.findByText(REPORT_ERROR)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/merchant/report?currencyId.eq=643');
    expect(screen.queryByTestId('unavailable-dialog')).toBeNull();
  });

  it('asks the XLSX of the same filter from the BFF\'s export, with the same failure text', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'boom' }));
    renderWithProviders(
      <AppProvider alias="greenbank">
        <ReportButton query="currencyId.eq=643" />
      </AppProvider>,
    );
    fireEvent.click(screen.getByTestId('report-download-xlsx'));
    expect(await screen.findByText(REPORT_ERROR)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/export/operations?currencyId.eq=643');
    expect(screen.getByTestId('report-download-xlsx')).toHaveTextContent('Выгрузить в XLSX');
  });

  it.each([502, 504])('opens the "temporarily unavailable" dialog on %i instead of the report text', async (status) => {
    fetchMock.mockResolvedValue(answer(status, { message: 'The system is temporarily unavailable, please try again later', action: 'unavailable' }));
    renderButton();
    expect(await screen.findByTestId('unavailable-dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('report-download')).not.toBeDisabled());
    expect(screen.queryByText(REPORT_ERROR)).toBeNull();
  });

  it('leaves for the login page when the session has ended (401), without the report text', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthorized', action: 'logout' }));
    renderButton();
    await waitFor(() => expect(goToAuth).toHaveBeenCalledWith('greenbank', 'ended'));
    await waitFor(() => expect(screen.getByTestId('report-download')).not.toBeDisabled());
    expect(screen.queryByText(REPORT_ERROR)).toBeNull();
  });

  it('asks to accept the privacy policy on 409, like every other call, without the report text', async () => {
    const asked = jest.fn();
    window.addEventListener('bo:privacy-policy', asked);
    fetchMock.mockResolvedValue(answer(409, { message: 'Privacy policy not accepted' }));
    renderButton();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('report-download')).not.toBeDisabled());
    expect(screen.queryByText(REPORT_ERROR)).toBeNull();
    expect(goToAuth).not.toHaveBeenCalled();
    window.removeEventListener('bo:privacy-policy', asked);
  });
});

describe('the reconciliation file (the same download, spec §8)', () => {
  const fetchMock = mockFetchEachTest();

  it('asks the reconciliation’s file and saves it under the server’s name, without directories', async () => {
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
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
    click.mockRestore();
  });
});
