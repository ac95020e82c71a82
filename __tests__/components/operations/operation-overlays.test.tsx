/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { OperationOverlays, type SendCheckRequest } from '@/components/operations/operation-overlays';
import type { ListScreen } from '@/components/operations/use-list-screen';
import { listDefaults } from '@/lib/operations/list-state';
import { settingsView } from '@/lib/operations/settings-view';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

// The lazy dialogs' first render is slow on a cold jsdom.
jest.setTimeout(20_000);

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const settings = { ...settingsView([]), sendCheckEmail: true };

function renderOverlays(detailsId: number | null, sendCheck: SendCheckRequest | null) {
  const screenOfList: ListScreen = {
    defaults,
    params: new URLSearchParams(),
    state: { filter: defaults, cardTypes: [], location: 'any' },
    detailsId,
    fraction: 2,
    conditionsKey: '',
    navigate: jest.fn(),
  };
  const onSendCheck = jest.fn<void, [SendCheckRequest | null]>();
  renderWithProviders(
    <AppProvider alias="greenbank">
      <OperationOverlays screen={screenOfList} initialDetails={null} currencies={[]} settings={settings} sendCheck={sendCheck} onSendCheck={onSendCheck} />
    </AppProvider>,
  );
  return { navigate: screenOfList.navigate, onSendCheck };
}

describe('OperationOverlays (the details drawer and the send-check dialog of the list and the map)', () => {
  const fetchMock = mockFetchEachTest();

  it('shows nothing and asks nothing while no operation is open', () => {
    renderOverlays(null, null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the operation of the URL; a failed fetch shows the default error and closes the details in place', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    const { navigate } = renderOverlays(5, null);
    expect(await screen.findByTestId('transaction-details')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ filter: defaults }), null, true));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/transaction/receipt?id=5');
    expect(await screen.findByText('Во время выполнения операции произошла ошибка')).toBeInTheDocument();
  });

  it('shows the send-check dialog of the request; cancelling it closes the request', async () => {
    const { onSendCheck } = renderOverlays(null, { mode: 'mass', ids: [1, 2] });
    const dialog = await screen.findByTestId('send-check-dialog');
    expect(dialog).toHaveTextContent('Отправка чеков (2)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    expect(onSendCheck).toHaveBeenCalledWith(null);
  });
});
