/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { fireEvent, screen, within } from '@testing-library/react';
import { answer, mockFetchEachTest } from '../fetch-mock';
import { orgUser, renderOperators } from './operators';

jest.setTimeout(20_000);

describe('deleting an operator (spec §7 check-unclosed-transactions and DELETE api/user, §8 "Delete operator")', () => {
  const fetchMock = mockFetchEachTest();

  async function confirmDelete(name: string) {
    renderOperators({ user: orgUser });
    const [trigger] = screen.getAllByRole('button', { name: `Действия с оператором ${name}` });
    if (!trigger) throw new Error('no actions button');
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить оператора?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
  }

  it("an operator of another merchant: the catalogue's text, not the server's wording", async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Operator belongs to another merchant', exception: 'ForeignOperatorException' }));
    await confirmDelete('Иванов Иван');
    expect(await screen.findByRole('alert')).toHaveTextContent('Нельзя удалить оператора, принадлежащего другому мерчанту');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/check-unclosed-transactions/1');
  });

  it('another refusal shows the server message', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Удаление операторов отключено настройками', exception: 'OperationNotAllowedException' }));
    await confirmDelete('Петрова Анна');
    expect(await screen.findByRole('alert')).toHaveTextContent('Удаление операторов отключено настройками');
  });
});
