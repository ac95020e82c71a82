/**
 * The build's scripts start loading after the page's first paint (issue 36).
 *
 * Next names every chunk a page needs in its HTML as `<script src async>`, with a `<link rel=preload as=script>` in
 * the head. Served from nearby, they arrive while the HTML is still being parsed, and they run (module evaluation,
 * then hydration) before the browser paints anything: the server's finished HTML stays blank for the whole of it.
 * A phone's browser scores that delay too: Lighthouse counts every request that ended before the largest paint as
 * a dependency of that paint, so each script byte before it adds to LCP (the pages' whole score gap to the Chakra
 * yardstick was LCP).
 *
 * The rewrite here leaves the scripts in the HTML, in the same places and order, as inert placeholders
 * (`<script type="bo/late" data-late-src="…">`), drops their preload links, and adds one inline loader (it carries
 * the page's CSP nonce). The loader turns the placeholders into the same async scripts in the task after the first
 * frame (`requestAnimationFrame` then `setTimeout`): what the page shows is on the screen first, then the same
 * scripts load and hydrate it as before. Placeholders parsed later (a long page, a streamed part) are started when
 * the document has been parsed. A hidden tab paints no frame: it starts them at once.
 *
 * A tag split by a chunk boundary is held back until its `>` arrives, so the rewrite is the same however the HTML
 * is streamed. Anything this does not recognise is left as it is (it still loads, only not late).
 */

/** The attribute a placeholder keeps its script's address in. */
export const LATE_SRC_ATTRIBUTE = 'data-late-src';
/** A script type the browser does not run. */
export const LATE_SCRIPT_TYPE = 'bo/late';

const LOADER = `(function(){var d=document;function go(){var s=d.querySelectorAll('script[${LATE_SRC_ATTRIBUTE}]');for(var i=0;i<s.length;i++){var o=s[i],e=d.createElement('script');e.src=o.getAttribute('${LATE_SRC_ATTRIBUTE}');e.setAttribute('async','');if(o.nonce)e.nonce=o.nonce;o.removeAttribute('${LATE_SRC_ATTRIBUTE}');d.head.appendChild(e)}}function later(){go();if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go)}if(d.visibilityState==='hidden')later();else requestAnimationFrame(function(){setTimeout(later)})})();`;

const TAG = /<(script|link)\b[^<>]*>/gi;
const BUILD_PATH = '/_next/static/';

// one pattern per attribute name, built once: every page's every tag is read with them
const ATTRIBUTES = new Map<string, RegExp>();

function attribute(tag: string, name: string): string | null {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>/])`, 'i')));
  const match = pattern.exec(tag);
  return match ? (match[1] ?? '') : null;
}

/** A build chunk's `<script src async>` (not the `noModule` polyfill, not an inline script). */
function isChunkScript(tag: string): boolean {
  const src = attribute(tag, 'src');
  return src !== null && src.includes(BUILD_PATH) && attribute(tag, 'async') !== null && attribute(tag, 'nomodule') === null && attribute(tag, 'type') === null;
}

/** A build chunk's `<link rel="preload" as="script">`. */
function isChunkPreload(tag: string): boolean {
  return attribute(tag, 'rel')?.toLowerCase() === 'preload' && attribute(tag, 'as')?.toLowerCase() === 'script' && (attribute(tag, 'href') ?? '').includes(BUILD_PATH);
}

function placeholder(tag: string): string {
  return tag
    .replace(/\ssrc="/i, ` type="${LATE_SCRIPT_TYPE}" ${LATE_SRC_ATTRIBUTE}="`)
    .replace(/\sasync(?:="[^"]*")?(?=[\s>/])/i, '');
}

/** The loader, as an inline script with the page's nonce (none where the page has none). */
export function lateScriptLoader(nonce: string | null): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${LOADER}</script>`;
}

/** Rewrites one HTML document as it streams: `push` each piece of text in order, then `end`. */
export class LateScripts {
  private held = '';
  private loaderWritten = false;

  push(text: string): string {
    const pending = this.held + text;
    // hold back an unfinished tag: from the last `<` that has no `>` after it
    const lastOpen = pending.lastIndexOf('<');
    const cut = lastOpen >= 0 && pending.indexOf('>', lastOpen) < 0 ? lastOpen : pending.length;
    this.held = pending.slice(cut);
    return this.rewrite(pending.slice(0, cut));
  }

  end(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }

  private rewrite(text: string): string {
    return text.replace(TAG, (tag, name: string) => {
      if (name.toLowerCase() === 'link') return isChunkPreload(tag) ? '' : tag;
      if (!isChunkScript(tag)) return tag;
      const loader = this.loaderWritten ? '' : lateScriptLoader(attribute(tag, 'nonce'));
      this.loaderWritten = true;
      return loader + placeholder(tag);
    });
  }
}
