/**
 * Google reCAPTCHA, loaded only where the tenant enables it (spec §4): an invisible score-based
 * check first; the visible checkbox after the server answers 423.
 */
import type { Assessment, CaptchaConfiguration } from '../acquiring/contract/session';

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const LOAD_TIMEOUT_MS = 8000;

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Spec §8: "Captcha configuration fails → fall back to enabled with empty keys and show an error". */
export const FALLBACK_CAPTCHA: CaptchaConfiguration = { enabled: true, siteKeys: { invisible: '', checkbox: '' } };

let loading: Promise<Grecaptcha> | null = null;

export function recaptchaScriptUrl(invisibleKey: string | null): string {
  return `${RECAPTCHA_SCRIPT}?render=${invisibleKey ? encodeURIComponent(invisibleKey) : 'explicit'}`;
}

/**
 * Loads the script once. `invisibleKey`: the score-based key the script starts with; without one (a tenant with
 * the checkbox key only) it loads with `render=explicit`, so no checkbox key is ever started as a score-based one.
 */
export function loadRecaptcha(invisibleKey: string | null): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('reCAPTCHA did not load')), LOAD_TIMEOUT_MS);
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(invisibleKey);
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (!api) return reject(new Error('reCAPTCHA missing'));
      api.ready(() => {
        window.clearTimeout(timer);
        resolve(api);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type CaptchaType = 'invisible' | 'checkbox';

/** The score-based token for an action; undefined when the check is off or cannot run. */
export async function invisibleAssessment(config: CaptchaConfiguration, action: string): Promise<Assessment | undefined> {
  if (!config.enabled || !config.siteKeys.invisible) return undefined;
  try {
    const api = await loadRecaptcha(config.siteKeys.invisible);
    return { token: await api.execute(config.siteKeys.invisible, { action }), type: 'invisible' };
  } catch {
    // The server decides without a token (and may ask for the checkbox with 423).
    return undefined;
  }
}
