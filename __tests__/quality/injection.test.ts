/**
 * Issue 9 "Bad input": the privacy-policy HTML (shown as HTML) and the bank's dictionary strings
 * (merged into the UI messages) cannot inject script, whatever the acquiring API sends.
 */
jest.mock('server-only', () => ({}));

import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { sanitizePolicyHtml } from '@/lib/account/privacy-html';
import { mergeDictionary, type Messages } from '@/lib/i18n/locale';
import { precompileMessages } from '@/lib/i18n/precompile';
import ru from '@/messages/ru.json';

const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x"></object>',
  '<embed src="x">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<form action="https://evil.example"><button>x</button></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<div onclick="alert(1)">x</div>',
  '"><script>alert(1)</script>',
  '{name}<b>{x}</b>',
];
const fragment = fc.oneof(fc.constantFrom(...ATTACKS), fc.string({ maxLength: 30 }), fc.constantFrom('<p>', '</p>', '<h2>', '<ul><li>', '<a href="https://bank.example">', '</a>', '<', '>', '"', "'", '&'));
const document = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''));

/** What would run script or load something foreign if it reached the page as HTML. */
const DANGEROUS = /<(script|iframe|object|embed|style|form|base|meta|svg|math|img|noscript)\b|<[^>]*\s(on\w+|style|srcdoc)\s*=|<[^>]*=\s*["']?\s*javascript:/i;

describe('privacy-policy HTML cannot inject script', () => {
  it('sanitised output never carries script, handlers, foreign frames or javascript: links (2,000 documents)', () => {
    fc.assert(
      fc.property(document, (html) => {
        const clean = sanitizePolicyHtml(html);
        if (DANGEROUS.test(clean)) throw new Error(`unsafe output ${JSON.stringify(clean)} from ${JSON.stringify(html)}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dictionary strings cannot inject script', () => {
  // The namespaces the dictionary below overrides: cloning and walking every message 500 times was most of the
  // suite's time, and the other messages have no part in what a dictionary text can do.
  const bundled = { Shell: ru.Shell, Brand: ru.Brand } as Messages;

  it('a dictionary text with markup is shown as text (500 texts)', () => {
    fc.assert(
      fc.property(document, (text) => {
        const merged = mergeDictionary(bundled, { 'Shell.userMenu': text, 'Brand.productName': text, '__proto__.polluted': text });
        const messages = precompileMessages(merged);
        const t = createTranslator({ locale: 'ru', messages, onError: () => undefined }) as unknown as (key: string) => string;
        const markup = renderToStaticMarkup(createElement('p', null, t('Shell.userMenu')));
        if (/<(?!\/?p>)[a-z]/i.test(markup)) throw new Error(`markup escaped the text: ${markup}`);
        // `merged` may be built in Node's realm (structuredClone), whose Object.prototype is not this suite's `{}`'s
        if ('polluted' in merged || 'polluted' in {}) throw new Error('prototype polluted');
      }),
      { numRuns: 500 },
    );
  });
});
