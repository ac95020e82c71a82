/**
 * Issue 19 §6: a bank's CI and a developer on a Mac install with `npm ci`, which refuses a lock that
 * does not match package.json or lacks an entry the tree needs — e.g. the optional platform packages
 * of `@swc/core` and `@next/swc` for darwin and win32, which an install on Linux skips. This checks the
 * same, without the network: the root's pins match package.json, and every dependency (optional ones
 * included) of every locked package resolves to a locked entry, the way Node looks for `node_modules`.
 * The procedure that fixes a failure is in README.md ("Dependencies").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  link?: boolean;
}

interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const root = path.resolve(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;

/** Where Node (and npm) finds `name` for the package installed at `location`: its own node_modules, then each parent's. */
export function resolveLocked(packages: Lock['packages'], location: string, name: string): string | null {
  let base = location;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** Every `package → dependency` the lock names but does not hold. */
export function missingEntries(packages: Lock['packages']): string[] {
  const missing: string[] = [];
  for (const [location, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    const wanted = { ...entry.dependencies, ...entry.optionalDependencies, ...(location === '' ? entry.devDependencies : {}) };
    for (const name of Object.keys(wanted)) {
      if (!resolveLocked(packages, location, name)) missing.push(`${location || '(root)'} → ${name}`);
    }
  }
  return missing;
}

test('the lock is npm 7+ format (lockfileVersion 3 keeps the whole tree)', () => {
  expect(lock.lockfileVersion).toBe(3);
});

test.each(['dependencies', 'devDependencies', 'optionalDependencies'] as const)("the lock's root %s are package.json's", (kind) => {
  expect(lock.packages['']?.[kind] ?? {}).toEqual(manifest[kind] ?? {});
});

test('every pinned package is locked at its pinned version', () => {
  const pinned = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies };
  const locked = Object.fromEntries(Object.keys(pinned).map((name) => [name, lock.packages[`node_modules/${name}`]?.version]));
  expect(locked).toEqual(pinned);
});

test('every dependency of every locked package, optional platform builds included, has its own lock entry', () => {
  expect(missingEntries(lock.packages)).toEqual([]);
});

test('the check finds an optional platform package that is missing (as npm ci does)', () => {
  const packages: Lock['packages'] = {
    '': { dependencies: { next: '16.4.6' } },
    'node_modules/next': { version: '16.4.6', optionalDependencies: { '@next/swc-darwin-arm64': '16.4.6', '@next/swc-linux-x64-gnu': '16.4.6' } },
    'node_modules/@next/swc-linux-x64-gnu': { version: '16.4.6' },
  };
  expect(missingEntries(packages)).toEqual(['node_modules/next → @next/swc-darwin-arm64']);
  // a nested copy is found before the hoisted one, and a hoisted one from inside a nested package
  packages['node_modules/next/node_modules/@next/swc-darwin-arm64'] = { version: '16.4.6' };
  expect(missingEntries(packages)).toEqual([]);
});
