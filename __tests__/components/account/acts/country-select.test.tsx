/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { CountrySelect } from '@/components/account/acts/country-select';
import { renderWithProviders } from '../../render';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
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

describe('CountrySelect (spec §2 "country dropdown with flags and search")', () => {
  it('is a labelled combobox whose list exists only while open', () => {
    renderWithProviders(<Harness />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('placeholder', 'Выберите страну');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть список стран' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('listbox', { name: 'Страна' })).getAllByRole('option').length).toBeGreaterThan(200);
  });

  it('typing filters and highlights the best match; ↓ moves, Enter chooses without submitting', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(combobox(), { target: { value: 'казах' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Казахстан');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(value()).toBe('KZ');
    expect(combobox()).toHaveValue('Казахстан');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const selected = screen.getByRole('option', { selected: true });
    expect(selected).toHaveTextContent('Казахстан');
    expect(combobox()).toHaveAttribute('aria-activedescendant', selected.id);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(value()).not.toBe('KZ');
  });

  it('Escape closes the list only (the event does not reach the dialog) and puts back the chosen name', () => {
    const onKeyDown = jest.fn();
    renderWithProviders(
      <div onKeyDown={onKeyDown}>
        <Harness initial="RU" />
      </div>,
    );
    expect(combobox()).toHaveValue('Россия');
    fireEvent.change(combobox(), { target: { value: 'бел' } });
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveValue('Россия');
    expect(onKeyDown).not.toHaveBeenCalled();
    // closed: Escape is the dialog's again
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('leaving the field reports the blur and keeps the chosen country; a full name typed out counts', () => {
    const onBlur = jest.fn();
    renderWithProviders(<Harness onBlur={onBlur} />);
    fireEvent.change(combobox(), { target: { value: 'арм' } });
    fireEvent.blur(combobox());
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(value()).toBe('');
    expect(combobox()).toHaveValue('');
    fireEvent.change(combobox(), { target: { value: 'армения' } });
    fireEvent.blur(combobox());
    expect(value()).toBe('AM');
    expect(combobox()).toHaveValue('Армения');
  });

  it('the clear button empties the choice; nothing found says so', () => {
    renderWithProviders(<Harness initial="KZ" />);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(value()).toBe('');
    expect(combobox()).toHaveValue('');
    fireEvent.change(combobox(), { target: { value: 'zzzz' } });
    expect(screen.getByText('Страна не найдена')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
