/** @jest-environment jsdom */
import '@/__tests__/components/ui/dom-stubs';
import '@/__tests__/components/ui/idle-soon';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CheckboxOnDemand } from '@/components/ui/checkbox-on-demand';
import { renderWithProviders } from '../render';

jest.setTimeout(20_000);

describe('CheckboxOnDemand without a visible label (a list row’s)', () => {
  it('is named by its aria-label before and after Chakra’s checkbox comes, in the size asked', async () => {
    const onChange = jest.fn();
    renderWithProviders(<CheckboxOnDemand size="sm" aria-label="Выбрать операцию 7" checked={false} onCheckedChange={(event) => onChange(event.checked)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать операцию 7' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(document.querySelector('[data-scope="checkbox"][data-part="root"]')).not.toBeNull(), { timeout: 8000 });
    expect(screen.getByRole('checkbox', { name: 'Выбрать операцию 7' })).not.toBeChecked();
  });
});
