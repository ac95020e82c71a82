/** @jest-environment jsdom */
import '@/__tests__/components/ui/dom-stubs';
import '@/__tests__/components/ui/idle-soon';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CatalogueFilePicker } from '@/components/window/catalogue-file-picker';
import { renderWithProviders } from '../render';

jest.setTimeout(20_000);

function file(name: string) {
  return new File(['Артикул;Наименование;Цена\r\n'], name, { type: 'text/csv' });
}

describe('CatalogueFilePicker', () => {
  it('picks a file through the plain input before Chakra’s file upload takes the button’s place, and after', async () => {
    const onPick = jest.fn();
    renderWithProviders(<CatalogueFilePicker label="Загрузить CSV" accept=".csv,text/csv" onPick={onPick} />);
    const standIn = screen.getByTestId('catalogue-file');
    expect(standIn).toHaveAttribute('accept', '.csv,text/csv');
    expect(standIn).toHaveAttribute('aria-label', 'Загрузить CSV');
    fireEvent.change(standIn, { target: { files: [file('first.csv')] } });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'first.csv' }));

    screen.getByRole('button', { name: 'Загрузить CSV' }).focus();
    // the idle preload (here on the next task: idle-soon.ts) brings the file upload in its place
    await waitFor(() => expect(document.querySelector('[data-scope="file-upload"][data-part="root"]')).not.toBeNull(), { timeout: 8000 });
    const button = screen.getByRole('button', { name: 'Загрузить CSV' });
    expect(button).toHaveFocus();
    expect(screen.getAllByTestId('catalogue-file')).toHaveLength(1);
    expect(screen.getByTestId('catalogue-file')).not.toBe(standIn);

    // a file chosen in a dialog opened from the plain button before the swap still arrives
    expect(standIn).toBeInTheDocument();
    fireEvent.change(standIn, { target: { files: [file('late.csv')] } });
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'late.csv' }));
  });
});
