/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, mockFetchEachTest } from '../fetch-mock';
import { orgUser, renderOperators } from './operators';
import { openRowMenu } from './row-menu';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
jest.mock('next-intl/server', () => jest.requireActual('@/__tests__/components/server-intl').serverIntl);

jest.setTimeout(20_000);

describe('deleting an operator (spec §7 check-unclosed-transactions and DELETE api/user, §8 "Delete operator")', () => {
  const fetchMock = mockFetchEachTest();
  beforeEach(() => mockRefresh.mockClear());

  async function confirmDelete(name: string) {
    await renderOperators({ user: orgUser });
    fireEvent.click(within(await openRowMenu(`Действия с оператором ${name}`)).getByRole('menuitem', { name: 'Удалить' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить оператора?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
  }

  it("an operator of another merchant: the catalogue's text, not the server's wording", async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Operator belongs to another merchant', exception: 'ForeignOperatorException' }));
    await confirmDelete('Иванов Иван');
    expect(await screen.findByRole('alert')).toHaveTextContent('Нельзя удалить оператора, принадлежащего другому мерчанту');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/check-unclosed-transactions/1');
  });

  it('no unclosed operations: deleted, and the page renders again on the server (router.refresh)', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { result: false })).mockResolvedValueOnce(answer(200, { result: true }));
    await confirmDelete('Иванов Иван');
    expect(await screen.findByRole('status')).toHaveTextContent('Иванов Иван');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/user?id=1');
    await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));
  });

  it('another refusal shows the server message', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Удаление операторов отключено настройками', exception: 'OperationNotAllowedException' }));
    await confirmDelete('Петрова Анна');
    expect(await screen.findByRole('alert')).toHaveTextContent('Удаление операторов отключено настройками');
  });
});
