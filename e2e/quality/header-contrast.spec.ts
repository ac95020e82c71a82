import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from '../support/auth';

/**
 * Issue 19 "The Greenbank logo vanishes": its logo, drawn in the brand colour with the invert off, sat on a
 * header of that same colour. For every tenant, at the desktop and the phone width (by project), the header's
 * logo is measured as shown: the pixels of its screenshot against the colour right behind it (the plate, or
 * the header), and the header's texts against the header (lib/theme/colors.ts headerLogo, accessibleSolid).
 */

/** WCAG 1.4.11: a graphic's parts need 3:1 against what is next to them. */
const GRAPHIC_CONTRAST = 3;
/** Of the logo's box, at least this share of pixels must stand out (the sandbox's mark fills about half of it). */
const VISIBLE_SHARE = 0.15;

/** The colour right behind an element: the first ancestor (or itself) with an opaque background. */
function backdropOf(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    for (let current: Element | null = node; current; current = current.parentElement) {
      const colour = getComputedStyle(current).backgroundColor;
      if (colour && colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

/**
 * The share of the screenshot's pixels whose contrast with `backdrop` (an rgb() string) reaches `ratio`,
 * decoded by a canvas in a blank page (the app's CSP rightly refuses a data: URL).
 */
async function standingOutShare(scratch: Page, screenshot: Buffer, backdrop: string, ratio: number): Promise<number> {
  return scratch.evaluate(
    async ({ png, backdrop: behind, ratio: wanted }) => {
      const luminance = ([r, g, b]: number[]) => {
        const linear = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
      };
      const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const back = luminance((behind.match(/\d+/g) ?? []).slice(0, 3).map(Number));
      const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let standing = 0;
      for (let index = 0; index < data.length; index += 4) {
        if (contrast(luminance([data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0]), back) >= wanted) standing += 1;
      }
      return standing / (data.length / 4);
    },
    { png: screenshot.toString('base64'), backdrop, ratio },
  );
}

/** WCAG contrast of two computed rgb() colours, in Node. */
function contrastOf(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
      const s = Number(value) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

for (const alias of [null, 'greenbank'] as const) {
  test(`the header keeps the logo and its texts readable on ${alias ?? 'the default tenant'}`, async ({ page }, testInfo) => {
    await signIn(page, alias, DEMO_USERS.merchant);
    const header = page.getByRole('banner');
    const logo = header.getByRole('img', { name: /логотип/i });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await testInfo.attach('header', { body: await header.screenshot(), contentType: 'image/png' });

    const behindLogo = await backdropOf(logo);
    const scratch = await page.context().newPage();
    const share = await standingOutShare(scratch, await logo.screenshot(), behindLogo, GRAPHIC_CONTRAST);
    await scratch.close();
    expect(share, `pixels of the logo at ${GRAPHIC_CONTRAST}:1 against ${behindLogo}`).toBeGreaterThanOrEqual(VISIBLE_SHARE);

    // the texts the header shows at this width (the tabs, the user's name and role, the language, the burger), each on what is behind it
    const controls = await header.locator('a:visible:not(:has(img)), button:visible').all();
    expect(controls.length).toBeGreaterThan(1);
    for (const control of controls) {
      const { text, colour } = await control.evaluate((node) => ({ text: (node.textContent ?? '').trim() || node.getAttribute('aria-label'), colour: getComputedStyle(node).color }));
      const behind = await backdropOf(control);
      expect(contrastOf(colour, behind), `«${text}» (${colour}) on ${behind}`).toBeGreaterThanOrEqual(4.5);
    }
  });
}
