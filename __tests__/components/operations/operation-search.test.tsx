/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { OperationSearchButton } from '@/components/layout/operation-search-button';
import { ShareCurrencies } from '@/components/operations/known-currencies';
import { isSearchShortcut } from '@/lib/client/shortcuts';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.setTimeout(20_000);

const ROW = {
  id: 4711, hostResponseCode: 0, serverDateTime: '2026-11-24T09:56:12Z', operation: 'REFUND', amount: 800900, currencyId: 643,
  rrn: '412345678901', authorizationCode: 'A1B2C3', cardMask: '400000******4821', operationDay: 12, transactionNumber: 345,
  terminal: { id: 3, externalId: 'T0003' },
};

const RUB: Currency[] = [{ id: 643, numberCode: 643, code: 'RUB', symbol: '₽', symbolPosition: 'right', fraction: 2, name: 'Российский рубль', enabled: true, defaultCurrency: true }];

describe('the operation search (issue 21 §2)', () => {
  const fetchMock = mockFetchEachTest();

  beforeEach(() => {
    push.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/currency/list')) return answer(200, { result: RUB });
      if (url.includes('cardMask.like=*4821')) return answer(200, { result: [ROW] });
      return answer(200, { result: [] });
    });
  });

  // the currencies are kept per tenant for the visit: each test that counts their calls has a tenant of its own
  function renderButton(alias = 'greenbank', shared?: Currency[]) {
    renderWithProviders(
      <AppProvider alias={alias}>
        {shared && <ShareCurrencies currencies={shared} />}
        <OperationSearchButton />
      </AppProvider>,
      { timeZone: 'Europe/Moscow' },
    );
  }
  const currencyCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/currency/list')).length;

  async function searchFor(text: string) {
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    input.focus();
    // a search opened again keeps what was typed: typed anew, the hits show again
    fireEvent.input(input, { target: { value: '' } });
    fireEvent.input(input, { target: { value: text } });
    return (await screen.findAllByRole('option'))[0];
  }

  it('Ctrl+K opens it; typed digits are asked as every reading; Enter opens the found operation over the list', async () => {
    renderButton();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'RRN, код авторизации, последние 4 цифры карты, сумма или номер чека' });
    input.focus();
    fireEvent.input(input, { target: { value: '4821' } });
    const hit = await screen.findByRole('option');
    expect(hit).toHaveTextContent('Карта 400000******4821');
    expect(hit).toHaveTextContent('24.11.2026 12:56:12');
    // a refund is shown with its minus (issue 21 §1)
    expect(hit.textContent).toMatch(/-\D*8\s009,00/);
    const asked = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/transaction/total'));
    expect(asked.map((url) => new URL(url, 'http://x').searchParams.toString())).toEqual(
      expect.arrayContaining([expect.stringContaining('rrn.like=4821'), expect.stringContaining('authorizationCode.like=4821'), expect.stringContaining('cardMask.like=*4821'), expect.stringContaining('amount.eq=482100')]),
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/greenbank/list?trx=4711'));
  });

  it('lists the card ending in the typed digits before a newer RRN that merely contains them; each hit with its status and time', async () => {
    const byRrn = { ...ROW, id: 4712, hostResponseCode: 5, serverDateTime: '2026-12-01T08:00:00Z', rrn: '914821000001', cardMask: '220070******0001' };
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/currency/list')) return answer(200, { result: RUB });
      if (url.includes('cardMask.like=*4821')) return answer(200, { result: [ROW] });
      if (url.includes('rrn.like=4821')) return answer(200, { result: [byRrn] });
      return answer(200, { result: [] });
    });
    renderButton();
    await searchFor('4821');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    const [card, rrn] = screen.getAllByRole('option');
    expect(card).toHaveTextContent('Карта 400000******4821');
    expect(card).toHaveAttribute('data-exact', 'true');
    expect(within(card!).getByTestId('search-hit-status')).toHaveTextContent('Успешно');
    expect(card!.querySelector('time')).toHaveAttribute('datetime', ROW.serverDateTime);
    expect(rrn).toHaveTextContent('RRN 914821000001');
    expect(rrn).toHaveAttribute('data-exact', 'false');
    expect(within(rrn!).getByTestId('search-hit-status')).toHaveTextContent('Неуспешно');
    // the typed digits are marked inside the RRN
    expect(within(rrn!).getByText('4821', { selector: 'mark' })).toBeInTheDocument();
  });

  it('shows amounts in the currencies the list screen loaded with its page, asking for none', async () => {
    renderButton('shared-bank', RUB);
    expect(await searchFor('4821')).toHaveTextContent('₽');
    expect(currencyCalls()).toBe(0);
  });

  it('where no screen loaded the currencies, asks for them once, not on every opening', async () => {
    renderButton('other-bank');
    expect(await searchFor('4821')).toHaveTextContent('₽');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    expect(await searchFor('4821')).toHaveTextContent('₽');
    expect(currencyCalls()).toBe(1);
  });

  it('says what is missing: too short, not a reading, nothing found', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Поиск операций' }));
    const input = await screen.findByRole('combobox');
    input.focus();
    fireEvent.input(input, { target: { value: '12' } });
    expect(await screen.findByText('Введите не меньше 3 символов')).toBeInTheDocument();
    fireEvent.input(input, { target: { value: 'Иванов' } });
    expect(await screen.findByText('Введите RRN, код авторизации, 4 цифры карты, сумму или номер чека')).toBeInTheDocument();
    fireEvent.input(input, { target: { value: '999999999999' } });
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('%D0%98'))).toBe(false);
  });
});

describe('the shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, ...init });
  it('Ctrl+K and ⌘K, also on a Russian layout; not K alone, nor with Alt or Shift', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'к' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
