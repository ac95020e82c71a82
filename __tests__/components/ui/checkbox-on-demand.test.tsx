/** @jest-environment jsdom */
import '@/__tests__/components/ui/dom-stubs';
import '@/__tests__/components/ui/idle-soon';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CheckboxOnDemand } from '@/components/ui/checkbox-on-demand';
import { renderWithProviders } from '../render';

jest.setTimeout(20_000);

function Grant({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxOnDemand
      checked={checked}
      onCheckedChange={(event) => {
        setChecked(event.checked === true);
        onChange(event.checked === true);
      }}
    >
      Пароль для считывателя
    </CheckboxOnDemand>
  );
}

describe('CheckboxOnDemand', () => {
  it('works as a labelled checkbox before Chakra’s checkbox comes, and keeps its state and the focus when it does', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Grant onChange={onChange} />);
    const standIn = screen.getByRole('checkbox', { name: 'Пароль для считывателя' });
    expect(standIn).not.toBeChecked();
    fireEvent.click(screen.getByText('Пароль для считывателя'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Пароль для считывателя' })).toBeChecked();
    standIn.focus();

    // the idle preload (here on the next task: idle-soon.ts) brings Chakra's checkbox in its place
    await waitFor(() => expect(document.querySelector('[data-scope="checkbox"][data-part="root"]')).not.toBeNull(), { timeout: 8000 });
    const loaded = screen.getByRole('checkbox', { name: 'Пароль для считывателя' });
    expect(loaded).not.toBe(standIn);
    expect(loaded).toBeChecked();
    expect(loaded).toHaveFocus();
    fireEvent.click(loaded);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(false));
  });
});
