/** @jest-environment jsdom */
import { FALLBACK_CAPTCHA, invisibleAssessment, recaptchaScriptUrl } from '@/lib/client/recaptcha';

describe('the reCAPTCHA script (spec §4: invisible score-based check first, the checkbox after 423)', () => {
  it('starts with the invisible key when the tenant has one', () => {
    expect(recaptchaScriptUrl('6Lc-invisible key')).toBe('https://www.google.com/recaptcha/api.js?render=6Lc-invisible%20key');
  });

  it('loads for explicit rendering when there is no invisible key: a checkbox key is never started as a score-based one', () => {
    expect(recaptchaScriptUrl(null)).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    expect(recaptchaScriptUrl('')).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
  });

  it('no invisible key, or the check off: no assessment and no script', async () => {
    await expect(invisibleAssessment(FALLBACK_CAPTCHA, 'login')).resolves.toBeUndefined();
    await expect(invisibleAssessment({ enabled: false, siteKeys: { invisible: 'k', checkbox: '' } }, 'login')).resolves.toBeUndefined();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });
});
