/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CountrySelect } from '@/components/account/acts/country-select';
import { renderWithProviders } from '../../render';
// jsdom lacks what the combobox's positioning uses.
import '../../ui/dom-stubs';

// Chakra's combobox (a zag state machine) answers events a tick later: each step waits for it.
jest.setTimeout(20_000);

// Chakra re-renders every option of the open list on each key and highlight (~250 of them: the suite spent
// ~12 s of CPU on it). Only the first test looks at the whole list; the others choose among a few countries
// (which country ranks first over the whole list is lib/account/acts.test.ts's).
let mockFewCountries = false;
jest.mock('@/lib/account/acts-countries', () => {
  const actual = jest.requireActual<typeof import('@/lib/account/acts-countries')>('@/lib/account/acts-countries');
  const few = ['AM', 'BY', 'DE', 'GE', 'KG', 'KZ', 'RU', 'UZ'];
  return {
    ...actual,
    countryOptions: (locale: string) => actual.countryOptions(locale).filter((option) => !mockFewCountries || few.includes(option.value)),
  };
});

function Harness({ onBlur = () => undefined, initial = '' }: { onBlur?: () => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <CountrySelect name="countryName" label="Страна" value={value} invalid={false} onChange={setValue} onBlur={onBlur} />
      <output data-testid="value">{value}</output>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Страна' });
const value = () => screen.getByTestId('value').textContent;
const focus = () => act(() => combobox().focus());
const type = (text: string) => {
  focus();
  fireEvent.change(combobox(), { target: { value: text } });
};

describe('CountrySelect (spec §2 "country dropdown with flags and search")', () => {
  it('is a labelled combobox whose list exists only while open', async () => {
    renderWithProviders(<Harness />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('placeholder', 'Выберите страну');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть список стран' }));
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'true'));
    expect(within(screen.getByRole('listbox', { name: 'Страна' })).getAllByRole('option').length).toBeGreaterThan(200);
  });
});

describe('CountrySelect keys, blur and clear (among a few countries)', () => {
  beforeAll(() => {
    mockFewCountries = true;
  });

  it('typing filters and highlights the best match; ↓ moves, Enter chooses without submitting', async () => {
    renderWithProviders(<Harness />);
    type('казах');
    const options = await waitFor(() => within(screen.getByRole('listbox')).getAllByRole('option'));
    expect(options[0]).toHaveTextContent('Казахстан');
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]?.id));
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    await waitFor(() => expect(value()).toBe('KZ'));
    expect(combobox()).toHaveValue('Казахстан');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const selected = await screen.findByRole('option', { selected: true });
    expect(selected).toHaveTextContent('Казахстан');
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-activedescendant', selected.id));
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    await waitFor(() => expect(combobox()).not.toHaveAttribute('aria-activedescendant', selected.id));
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    await waitFor(() => expect(value()).not.toBe('KZ'));
  });

  it('Escape closes the list only (the event does not reach the dialog) and puts back the chosen name', async () => {
    const onKeyDown = jest.fn();
    renderWithProviders(
      <div onKeyDown={onKeyDown}>
        <Harness initial="RU" />
      </div>,
    );
    expect(combobox()).toHaveValue('Россия');
    type('бел');
    // open, and listening for Esc once the best match is highlighted
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-activedescendant'));
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(combobox()).toHaveValue('Россия');
    expect(onKeyDown).not.toHaveBeenCalled();
    // closed: Escape is the dialog's again
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('leaving the field reports the blur and keeps the chosen country; a full name typed out counts', async () => {
    const onBlur = jest.fn();
    renderWithProviders(<Harness onBlur={onBlur} />);
    type('арм');
    await screen.findByRole('listbox');
    fireEvent.blur(combobox());
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(value()).toBe('');
    await waitFor(() => expect(combobox()).toHaveValue(''));
    type('армения');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
    fireEvent.blur(combobox());
    await waitFor(() => expect(value()).toBe('AM'));
    await waitFor(() => expect(combobox()).toHaveValue('Армения'));
  });

  it('the clear button empties the choice; nothing found says so', async () => {
    renderWithProviders(<Harness initial="KZ" />);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    await waitFor(() => expect(value()).toBe(''));
    expect(combobox()).toHaveValue('');
    type('zzzz');
    expect(await screen.findByText('Страна не найдена')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
