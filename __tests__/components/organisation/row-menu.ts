import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Opens the actions menu of a row (the first button named `name`: the table's; the phone card has the same) as a
 * person does, and returns it once it has the focus. Zag's menu takes the focus a frame after it opens, and that
 * frame comes even when the menu was closed meanwhile: an item chosen within it (only a test is that fast) leaves
 * the focus on the closing menu, and the dialog it opens then gives the focus back to nothing when it closes, or a
 * menu opened next loses its first content to the late frame.
 */
export async function openRowMenu(name: string): Promise<HTMLElement> {
  const [button] = screen.getAllByRole('button', { name });
  if (!button) throw new Error(`no button named «${name}»`);
  fireEvent.click(button);
  return waitFor(() => {
    const menu = screen.getByRole('menu');
    expect(menu).toHaveFocus();
    return menu;
  });
}
