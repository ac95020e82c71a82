/** @jest-environment jsdom */
import { LATE_SRC_ATTRIBUTE, LateScripts, lateScriptLoader } from '@/lib/server/late-scripts';

// The shapes Next 16 writes (turbopack build): preinit scripts and their preload in the head, the bootstrap script
// after the shell in the body, the polyfill for old browsers, inline scripts with the CSP nonce.
const NONCE = 'Op8Oa+Ev7bqOWiSyNtGtTQ==';
const PAGE = [
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/21awp.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/2v4h.js"/>`,
  `<link rel="preload" as="image" href="/greenbank/api/image/logo/logo.png"/>`,
  `<script src="/_next/static/chunks/1w4s.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/2-0z.js" async="" nonce="${NONCE}"></script>`,
  `<script nonce="${NONCE}" id="bo-chunk-reload">(function(){})();</script>`,
  `<script src="/_next/static/chunks/0cz1.js" noModule="" nonce="${NONCE}"></script>`,
  '</head><body><main><p>Лицензия Банка России</p></main>',
  `<script src="/_next/static/chunks/2v4h.js" nonce="${NONCE}" async=""></script>`,
  `<script nonce="${NONCE}">self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\">"])</script>`,
  '</body></html>',
].join('');

function rewriteWhole(html: string): string {
  const scripts = new LateScripts();
  return scripts.push(html) + scripts.end();
}

describe('LateScripts', () => {
  const out = rewriteWhole(PAGE);

  it('turns every build chunk script into an inert placeholder, in its place and order', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(1w4s|2-0z|2v4h)\.js"/);
    const late = [...out.matchAll(new RegExp(`${LATE_SRC_ATTRIBUTE}="([^"]+)"`, 'g'))].map((match) => match[1]);
    expect(late).toEqual(['/_next/static/chunks/1w4s.js', '/_next/static/chunks/2-0z.js', '/_next/static/chunks/2v4h.js']);
    expect(out).toContain(`<script type="bo/late" ${LATE_SRC_ATTRIBUTE}="/_next/static/chunks/2v4h.js" nonce="${NONCE}"></script>`);
    expect(out).not.toMatch(/data-late-src="[^"]*"[^>]*async/);
  });

  it('drops the chunks’ preload links and keeps every other link', () => {
    expect(out).not.toContain('as="script"');
    expect(out).toContain('rel="stylesheet" href="/_next/static/chunks/21awp.css"');
    expect(out).toContain('<link rel="preload" as="image" href="/greenbank/api/image/logo/logo.png"/>');
  });

  it('writes the loader once, with the page’s nonce, before the first placeholder', () => {
    expect(out.split(lateScriptLoader(NONCE)).length).toBe(2);
    expect(out.indexOf(lateScriptLoader(NONCE))).toBeLessThan(out.indexOf(LATE_SRC_ATTRIBUTE + '="/_next/static/chunks/1w4s.js"'));
  });

  it('leaves the polyfill, inline scripts and the RSC payload’s text alone', () => {
    expect(out).toContain(`<script src="/_next/static/chunks/0cz1.js" noModule="" nonce="${NONCE}"></script>`);
    expect(out).toContain(`<script nonce="${NONCE}" id="bo-chunk-reload">(function(){})();</script>`);
    expect(out).toContain('self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\">"])');
  });

  it('gives the same document however the HTML is split into chunks', () => {
    for (const size of [1, 7, 64, 333]) {
      const scripts = new LateScripts();
      let streamed = '';
      for (let at = 0; at < PAGE.length; at += size) streamed += scripts.push(PAGE.slice(at, at + size));
      expect(streamed + scripts.end()).toBe(out);
    }
  });

  it('changes nothing in a page without build scripts', () => {
    const plain = '<html><head><script>1</script></head><body><p>x</p></body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
  });
});

describe('the loader', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  function run(loader: string): void {
    new Function(loader.replace(/^<script[^>]*>|<\/script>$/g, ''))();
  }

  it('starts the placeholders’ scripts after the first frame, once each, async, with the nonce', () => {
    jest.useFakeTimers();
    document.body.innerHTML = `<script type="bo/late" ${LATE_SRC_ATTRIBUTE}="/_next/static/chunks/a.js" nonce="n1"></script>`;
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    run(lateScriptLoader('n1'));
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    frames.forEach((frame) => frame(0));
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    jest.runAllTimers();
    const started = [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
    expect(started.map((script) => [script.getAttribute('src'), script.hasAttribute('async')])).toEqual([['/_next/static/chunks/a.js', true]]);
    // a second pass (the document's end) does not start it again
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
    raf.mockRestore();
  });
});
