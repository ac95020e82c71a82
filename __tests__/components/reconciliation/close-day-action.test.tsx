/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { CloseDayAction } from '@/components/reconciliation/close-day-action';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

// The dialog's first render is slow on a cold jsdom.
jest.setTimeout(20_000);

describe('CloseDayAction (spec §7 close-day, §8 its answers)', () => {
  const fetchMock = mockFetchEachTest();

  async function closeDay(onClosed = jest.fn()) {
    renderWithProviders(
      <AppProvider alias="greenbank">
        <CloseDayAction terminalId={17} terminalLabel="G0017" onClosed={onClosed} />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть день терминала G0017' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Операционный день терминала G0017 будет закрыт');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть день' }));
    return onClosed;
  }

  it('asks for confirmation, calls the terminal\'s close-day through the BFF and reports success (00)', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: { code: '00', description: 'День закрыт', reconciliationId: 5 } }));
    const onClosed = await closeDay();
    expect(await screen.findByText('Операционный день терминала G0017 закрыт')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/terminal/close-day/17');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('x-tenant-alias')).toBe('greenbank');
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('011 shows the description with the host code and its description', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: { code: '011', description: 'Ошибка сверки.', hostCode: '91', hostDescription: 'Эмитент недоступен', reconciliationId: 6 } }));
    await closeDay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сверки. Код хоста: 91 — Эмитент недоступен');
  });

  it('another code shows its description', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: { code: '05', description: 'Закрытие дня невозможно: Терминал заблокирован' } }));
    await closeDay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Закрытие дня невозможно: Терминал заблокирован');
  });

  it('a failed call shows the default error', async () => {
    fetchMock.mockResolvedValue(answer(500, null));
    const onClosed = await closeDay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Во время выполнения операции произошла ошибка');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('cancelling the confirmation calls nothing', async () => {
    renderWithProviders(
      <AppProvider alias={null}>
        <CloseDayAction terminalId={3} terminalLabel="T0003" />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть день терминала T0003' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Esc cancels the confirmation (it has no ×) and focus returns to the button', async () => {
    renderWithProviders(
      <AppProvider alias={null}>
        <CloseDayAction terminalId={3} terminalLabel="T0003" />
      </AppProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Закрыть день терминала T0003' });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Закрыть операционный день?' });
    expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Отменить' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
