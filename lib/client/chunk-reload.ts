/**
 * Spec §8 "Chunk-load failure: reload the page, at most once per minute". After a new deployment an
 * open page asks for chunks that no longer exist; a reload fetches the new build. The time of the last
 * such reload is kept in sessionStorage so that a chunk that keeps failing cannot loop the tab.
 */

export const CHUNK_RELOAD_KEY = 'bo-chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_MESSAGE = /Loading (CSS )?chunk [\w/.-]+ failed|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** An error (or rejection reason) that says a build chunk could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_MESSAGE.test(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads unless the last chunk reload was less than a minute ago; true when it reloaded. */
export function reloadAfterChunkFailure(storage: ReloadStorage | null, now: number, reload: () => void): boolean {
  let last = 0;
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    // storage blocked: still reload, the browser's own limits apply
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // ignore
  }
  reload();
  return true;
}

/**
 * The same rule as an inline script for the page head (it carries the CSP nonce), so that it works
 * before React hydrates: a build script or stylesheet that fails to load, or a rejected chunk import.
 */
export const CHUNK_RELOAD_SCRIPT = `(function(){var K=${JSON.stringify(CHUNK_RELOAD_KEY)},I=${CHUNK_RELOAD_INTERVAL_MS},M=${CHUNK_MESSAGE.toString()};
function go(){var n=Date.now(),l=0;try{l=Number(sessionStorage.getItem(K))||0}catch(e){}if(n-l<I&&n>=l)return;try{sessionStorage.setItem(K,String(n))}catch(e){}location.reload()}
addEventListener('error',function(e){var t=e.target,u=t&&(t.src||t.href);if((t instanceof HTMLScriptElement||(t instanceof HTMLLinkElement&&t.rel==='stylesheet'))&&typeof u==='string'&&u.indexOf('/_next/static/')>=0)go()},true);
addEventListener('unhandledrejection',function(e){var r=e.reason;if(r&&(r.name==='ChunkLoadError'||M.test(String(r.message||r))))go()});})();`;
