/**
 * The test tiers (jest.config.mjs, CONTRIBUTING.md): a suite is in the tier its file name says. The unit tier
 * is the fast loop, so a suite there starts no server and no process; a suite named `.int.test.ts` does start
 * one (otherwise the fast loop misses it for nothing).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './source-imports';

/** What starts a server or a process: the test helpers that do, and the node calls under them. */
export const STARTS_SOMETHING =
  /\b(startTestSandbox|sandboxPerFile|startSandbox|startBff|startTestServer|startRedisServer|startAppInstance|startNginx|startTlsProxy|createServer|spawn|spawnSync|fork|execFile|execFileSync|execSync)\s*\(|\.listen\(/;

type Tier = 'unit' | 'integration' | 'fuzz';

export function tierOf(file: string): Tier | null {
  if (/\.int\.test\.tsx?$/.test(file)) return 'integration';
  if (/\.fuzz\.test\.tsx?$/.test(file)) return 'fuzz';
  if (/\.test\.tsx?$/.test(file)) return 'unit';
  return null;
}

function suites(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return suites(full);
    return tierOf(name) ? [path.relative(root, full)] : [];
  });
}

// this suite quotes the markers in its own examples
const all = suites(path.join(root, '__tests__')).filter((file) => file !== path.relative(root, __filename));
const startsSomething = (file: string) => STARTS_SOMETHING.test(readFileSync(path.join(root, file), 'utf8'));

describe('test tiers', () => {
  it('the marker finds the ways a suite starts a server or a process', () => {
    expect(STARTS_SOMETHING.test('const sb = sandboxPerFile({ now: () => clock });')).toBe(true);
    expect(STARTS_SOMETHING.test('bff = await startBff({ timeoutMs: 2000 });')).toBe(true);
    expect(STARTS_SOMETHING.test('await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));')).toBe(true);
    expect(STARTS_SOMETHING.test("import { parseMultipart } from '../../sandbox/routes/acts.ts';")).toBe(false);
    expect(tierOf('acts.int.test.ts')).toBe('integration');
    expect(tierOf('bff.fuzz.test.ts')).toBe('fuzz');
    expect(tierOf('money.test.ts')).toBe('unit');
    expect(tierOf('helpers.ts')).toBeNull();
  });

  it('has suites in every tier', () => {
    const count = (tier: Tier) => all.filter((file) => tierOf(file) === tier).length;
    expect(count('unit')).toBeGreaterThan(150);
    expect(count('integration')).toBeGreaterThan(20);
    expect(count('fuzz')).toBeGreaterThan(0);
  });

  it('no unit suite starts a server or a process (name it *.int.test.ts)', () => {
    expect(all.filter((file) => tierOf(file) === 'unit' && startsSomething(file))).toEqual([]);
  });

  it('every integration suite starts one (or it belongs to the fast unit tier)', () => {
    expect(all.filter((file) => tierOf(file) === 'integration' && !startsSomething(file))).toEqual([]);
  });
});
