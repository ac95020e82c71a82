/** @jest-environment jsdom */
import { createPortal } from 'react-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useDisclosurePanel } from '@/components/ui/disclosure-panel';

/** A button and its panel; `layer`: a calendar-like layer open over the panel, portalled outside it. */
function Harness({ layer = false }: { layer?: boolean }) {
  const { open, toggle, toggleRef, onPanelKeyDown } = useDisclosurePanel();
  return (
    <>
      <button ref={toggleRef} aria-expanded={open} onClick={toggle}>
        Показать фильтры
      </button>
      <div data-testid="panel" hidden={!open} onKeyDown={onPanelKeyDown}>
        <input aria-label="RRN" />
        {layer &&
          createPortal(
            <div data-part="content" data-state="open">
              <button>25</button>
            </div>,
            document.body,
          )}
      </div>
    </>
  );
}

// Issue 34 §3: "Escape does not close the list's filter panel, and the focus does not return to «Показать фильтры»."
describe('useDisclosurePanel (components/ui/disclosure-panel.ts)', () => {
  it('Escape in the panel closes it and gives the focus back to its button', () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Показать фильтры' });
    fireEvent.click(toggle);
    expect(screen.getByTestId('panel')).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'RRN' });
    field.focus();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('panel')).toBeVisible();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.getByTestId('panel')).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('an Escape meant for a layer open over the panel (its calendar) leaves the panel open', () => {
    render(<Harness layer />);
    fireEvent.click(screen.getByRole('button', { name: 'Показать фильтры' }));
    fireEvent.keyDown(screen.getByRole('button', { name: '25' }), { key: 'Escape' });
    expect(screen.getByTestId('panel')).toBeVisible();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'RRN' }), { key: 'Escape' });
    expect(screen.getByTestId('panel')).toBeVisible();
  });
});
