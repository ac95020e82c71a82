/**
 * Every page sends the browser only the text namespaces its client components use
 * (lib/i18n/client-messages.ts). This test follows the imports of each layout and page (static and
 * `import()`), collects the namespaces of every `useTranslations` it reaches, and fails when one of
 * them is not sent to that layout or page: a text would show as its key.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_MESSAGES, type ClientMessagesPart, type Namespace } from '@/lib/i18n/client-messages';
import ru from '../../messages/ru.json';
import { importsOf, resolveImport, root, routeFiles } from './source-imports';

const NAMESPACES = Object.keys(ru);

/** The namespaces of the `useTranslations` calls reachable from `file` through its imports. */
function reachableNamespaces(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  // a nested namespace ('Operations.send') needs its top level
  for (const match of source.matchAll(/useTranslations\(\s*['"](\w+)(?:\.[\w.]+)?['"]/g)) found.add(match[1] as string);
  // `useTranslations()` reads whole paths: 'Validation.required', `Window.${key}`
  if (/useTranslations\(\s*\)/.test(source)) {
    for (const match of source.matchAll(/['"`](\w+)\./g)) if (NAMESPACES.includes(match[1] as string)) found.add(match[1] as string);
  }
  const { staticImports, dynamicImports } = importsOf(source);
  for (const specifier of [...staticImports, ...dynamicImports]) {
    const target = resolveImport(file, specifier);
    if (target) reachableNamespaces(target, seen, found);
  }
  return found;
}

/** What the browser has below each layout and page: the parts sent by it and the layouts above it. */
function partsFor(relative: string): ClientMessagesPart[] {
  // the policy pages sit in the guest frame (components/layout/guest-frame.tsx), which sends the guest part
  const group = { app: 'app', guest: 'guest', policy: 'guest' }[/\((app|guest|policy)\)/.exec(relative)?.[1] ?? ''] as 'app' | 'guest' | undefined;
  const page = /\(app\)\/(\w+)\/page\.tsx$/.exec(relative)?.[1];
  const parts: ClientMessagesPart[] = ['root'];
  if (group) parts.push(group);
  if (page) {
    if (!(page in CLIENT_MESSAGES)) throw new Error(`no CLIENT_MESSAGES entry for the page ${page}`);
    parts.push(page as ClientMessagesPart);
  }
  return parts;
}

describe('texts sent to the browser, page by page', () => {
  const files = routeFiles();

  it('finds the route files and what they use (the scan itself works)', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    const dashboard = files.find((file) => file.endsWith(path.join('(app)', 'dashboard', 'page.tsx')));
    expect(dashboard).toBeDefined();
    expect([...reachableNamespaces(dashboard as string)]).toEqual(expect.arrayContaining(['Operations', 'Shell']));
    const appLayout = files.find((file) => file.endsWith(path.join('(app)', 'layout.tsx')));
    expect([...reachableNamespaces(appLayout as string)]).toEqual(expect.arrayContaining(['Account', 'Acts', 'Window']));
  });

  it('every namespace a layout or page can reach is sent to it', () => {
    const missing: string[] = [];
    for (const file of files) {
      const relative = path.relative(root, file);
      const sent = new Set<Namespace>(partsFor(relative).flatMap((part) => [...CLIENT_MESSAGES[part]]));
      for (const namespace of reachableNamespaces(file)) if (!sent.has(namespace as Namespace)) missing.push(`${relative}: ${namespace}`);
    }
    expect(missing).toEqual([]);
  });

  it('a page that needs no feature texts does not get them (the login page has no Operations)', () => {
    const sentToLogin = partsFor('app/[subCatalog]/(guest)/auth/page.tsx').flatMap((part) => [...CLIENT_MESSAGES[part]]);
    expect(sentToLogin).not.toContain('Operations');
    expect(sentToLogin).not.toContain('Window');
  });
});
