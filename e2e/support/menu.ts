import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the user menu and chooses `name`, making sure the choice was taken. In loaded CI runs a click on an item of
 * a menu that had just opened was sometimes not taken: the menu stayed open (the page scrolled a little), nothing
 * happened. Every item chosen this way closes the menu when taken, so a menu still open is reached for again; a
 * menu that closed is never clicked twice. A trigger whose menu is open or loading (`aria-busy`) is not clicked
 * again: that click would close it.
 */
export async function chooseUserMenuItem(page: Page, name: string | RegExp): Promise<void> {
  await chooseMenuItem(page.getByTestId('user-menu'), page.getByRole('menuitem', { name }));
}

/** Whether a menu trigger's menu is open or still loading (`aria-busy`): a click then would close it. */
export async function menuOpening(trigger: Locator): Promise<boolean> {
  return (await trigger.getAttribute('aria-expanded')) === 'true' || (await trigger.getAttribute('aria-busy')) === 'true';
}

/** Opens `trigger`'s menu and chooses `item` (see {@link chooseUserMenuItem}). */
export async function chooseMenuItem(trigger: Locator, item: Locator): Promise<void> {
  await expect(async () => {
    if (!(await item.isVisible()) && !(await menuOpening(trigger))) await trigger.click();
    await item.click({ timeout: 10_000 });
    await expect(item).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

/**
 * Opens `trigger`'s menu as a person does, and returns it once it has the focus. Zag's menu takes the focus a frame
 * after it opens: an item chosen within that frame can fall on a menu the late focus then disturbs (CI: a column
 * tick that did not stay). A person's click always comes after that frame.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeFocused();
  return menu;
}

/** A date picker's calendar while it is open. */
export const openCalendarContent = (page: Page): Locator => page.locator('[data-scope="date-picker"][data-part="content"][data-state="open"]');

/**
 * Opens a date picker's calendar as a person does (see {@link openMenu}), and returns it once a day of it has the
 * focus: Zag's date picker moves the focus in a frame after it opens, and a preset clicked before that frame was
 * sometimes not taken (CI, a phone: «Вчера» left the period as it was).
 */
export async function openCalendar(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  const calendar = openCalendarContent(page);
  await expect(calendar.locator(':focus')).toHaveCount(1);
  return calendar;
}
