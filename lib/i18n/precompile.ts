import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';
import type { Messages } from './locale';

const compiled = new Map<string, unknown>();
const MAX_CACHED = 20_000;

/** One message in icu-minify's form, compiled once per process (a broken one stays its plain text). */
export function compileOnce(message: string): unknown {
  let result = compiled.get(message);
  if (result === undefined) {
    try {
      // Plain objects: React passes only those from server to client components (compile builds null-prototype ones).
      result = JSON.parse(JSON.stringify(compile(message))) as unknown;
    } catch {
      // A broken ICU string (e.g. from a bank's dictionary) shows as plain text rather than failing the page.
      result = message;
    }
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(message, result);
  }
  return result;
}

/**
 * Every message compiled to icu-minify's form, for the formatter the bundle is aliased to
 * (next.config.mjs): the ICU parser never reaches the browser.
 */
export function precompileMessages(messages: Messages): AbstractIntlMessages {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === 'string' ? compileOnce(value) : precompileMessages(value);
  }
  return out as AbstractIntlMessages;
}
