// The modules of Turbopack's browser chunks, to find one module shipped in two chunks of the same page: it happens
// when a server component's boundary (not-found, error) and the layout both use a client module, since Turbopack
// chunks the client references of each apart (measured: next/link twice on every page, 3.2 KiB).
import vm from 'node:vm';

/**
 * id → length of the module's code, for every module a chunk registers. A chunk is
 * `(globalThis.TURBOPACK ||= []).push([script, id, factory, id, factory, …])`: run with a stand-in for that array,
 * it only registers its factories. The runtime chunk, which also runs code of its own, gives what it registered.
 */
export function chunkModules(code) {
  const entries = [];
  const context = vm.createContext({ TURBOPACK: { push: (entry) => entries.push(entry) } });
  try {
    vm.runInContext(code, context, { timeout: 2000 });
  } catch {
    // the runtime's own start-up needs a browser: what it pushed before is kept
  }
  const modules = new Map();
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    for (let index = 1; index + 1 < entry.length; index += 2) {
      if (typeof entry[index + 1] === 'function') modules.set(entry[index], String(entry[index + 1]).length);
    }
  }
  return modules;
}

/** Of a page's chunks (their sources), the modules in more than one: how many, and the bytes of the extra copies. */
export function duplicatedModules(sources) {
  const seen = new Map();
  for (const code of sources) {
    for (const [id, length] of chunkModules(code)) seen.set(id, { length, copies: (seen.get(id)?.copies ?? 0) + 1 });
  }
  let modules = 0;
  let extraBytes = 0;
  for (const { length, copies } of seen.values()) {
    if (copies < 2) continue;
    modules += 1;
    extraBytes += (copies - 1) * length;
  }
  return { modules, extraBytes };
}
