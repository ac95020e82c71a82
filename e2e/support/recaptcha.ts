import type { Page } from '@playwright/test';

/**
 * Google's reCAPTCHA is unreachable here: the test serves a stand-in at the real script URL that
 * records every call (`window.__recaptchaCalls`) and hands out tokens. `invisibleToken` lets a test
 * send the score token the sandbox treats as a low score ('low-score' → 423).
 */
export async function installRecaptchaStub(page: Page, { invisibleToken = 'stub-invisible-token' } = {}): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.google.com/recaptcha/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const calls = (window.__recaptchaCalls = []);
        window.grecaptcha = {
          ready(callback) { calls.push(['ready']); setTimeout(callback, 0); },
          execute(siteKey, options) { calls.push(['execute', siteKey, options.action]); return Promise.resolve(${JSON.stringify(invisibleToken)}); },
          render(element, parameters) {
            calls.push(['render', parameters.sitekey]);
            const box = document.createElement('input');
            box.type = 'checkbox';
            box.setAttribute('aria-label', 'Я не робот');
            box.addEventListener('change', () => box.checked ? parameters.callback('stub-checkbox-token') : parameters['expired-callback']?.());
            element.appendChild(box);
            return 7;
          },
          reset(widgetId) { calls.push(['reset', widgetId]); document.querySelectorAll('[aria-label="Я не робот"]').forEach((box) => { box.checked = false; }); },
        };
      })();`,
    });
  });
  return requested;
}

export async function recaptchaCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __recaptchaCalls?: unknown[][] }).__recaptchaCalls ?? []);
}
