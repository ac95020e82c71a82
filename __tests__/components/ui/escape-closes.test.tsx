/** @jest-environment jsdom */
import { createPortal } from 'react-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { escapeCloses } from '@/components/ui/escape-closes';

/** A panel; `layer`: a calendar-like layer open over it, portalled outside it. */
function Panel({ close, layer = false }: { close: () => void; layer?: boolean }) {
  return (
    <form aria-label="Фильтры" onKeyDown={escapeCloses(close)}>
      <input aria-label="RRN" />
      {layer &&
        createPortal(
          <div data-part="content" data-state="open">
            <button type="button">25</button>
          </div>,
          document.body,
        )}
    </form>
  );
}

// Issue 34 §3: "Escape does not close the list's filter panel, and the focus does not return to «Показать фильтры»."
describe('escapeCloses (components/ui/escape-closes.ts)', () => {
  it('Escape on a field of the panel closes it; other keys do not', () => {
    const close = jest.fn();
    render(<Panel close={close} />);
    const field = screen.getByRole('textbox', { name: 'RRN' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(close).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('an Escape meant for a layer open over the panel (its calendar) leaves the panel open', () => {
    const close = jest.fn();
    render(<Panel close={close} layer />);
    fireEvent.keyDown(screen.getByRole('button', { name: '25' }), { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'RRN' }), { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
  });
});
