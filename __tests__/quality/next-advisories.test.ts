/**
 * Issue 9: "A unit test fails if `next` drops below the newest patch that fixes known advisories."
 * The table lists the advisories of the Next.js 16 line with the release that fixed them; when a new
 * advisory is published, add its row here (and bump `next` in package.json) — the floor follows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Advisory {
  id: string;
  summary: string;
  /** First fixed release of the 16.x line. */
  fixedIn: string;
}

const NEXT_16_ADVISORIES: readonly Advisory[] = [
  { id: 'GHSA-9qr9-h5gf-34mp / CVE-2025-66478', summary: 'RCE in the React Server Components protocol', fixedIn: '16.0.7' },
  { id: 'CVE-2025-55184 / CVE-2025-67779', summary: 'Server Components DoS, source exposure (incomplete first fix)', fixedIn: '16.0.10' },
  { id: 'GHSA-9g9p-9gw9-jx7f / CVE-2026-23864', summary: 'Server Components DoS', fixedIn: '16.1.5' },
  { id: 'GHSA-5f7q-jpqc-wp7h / CVE-2025-59472', summary: 'DoS', fixedIn: '16.1.5' },
  { id: 'GHSA-mq59-m269-xvcx, GHSA-h27x-g6w4-24gq, GHSA-ggv3-7p47-pfv8', summary: 'CSRF / DoS / request smuggling set', fixedIn: '16.1.7' },
  { id: 'GHSA-mwv6-3258-q52c, GHSA-h25m-26qc-wcjf, GHSA-5j59-xgg2-r9c4', summary: 'three high-severity fixes', fixedIn: '16.2.0' },
  { id: 'GHSA-q4gf-8mx6-v5v3', summary: 'Server Components DoS', fixedIn: '16.2.3' },
  { id: 'GHSA-267c-6grr-h53f, GHSA-492v-c6pp-mqqv, GHSA-ffhc-5mcf-pf4q, …', summary: 'May 2026 release: middleware bypasses, SSRF, CSP-nonce XSS, cache poisoning', fixedIn: '16.2.5' },
  { id: 'GHSA-26hh-7cqf-hhc6', summary: 'middleware bypass via segment prefetch (incomplete fix follow-up)', fixedIn: '16.2.6' },
  { id: 'GHSA-p9j2-gv94-2wf4, GHSA-89xv-2m56-2m9x', summary: 'rewrite SSRF, Server Actions SSRF', fixedIn: '16.2.11' },
  { id: 'GHSA-2xp9-vwfh-vxw4, GHSA-p293-qw3h-jr36 / CVE-2026-75604', summary: 'Image Optimization RCE (AVIF), path traversal RCE on Windows', fixedIn: '16.3.3' },
];

function parse(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`not a version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return (x[index] ?? 0) - (y[index] ?? 0);
  return 0;
}

const root = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { version?: string; dependencies?: Record<string, string> };

describe('next is at or above the newest patch fixing known advisories', () => {
  const floor = NEXT_16_ADVISORIES.map((advisory) => advisory.fixedIn).reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b));

  it('compares versions', () => {
    expect(compareVersions('16.10.0', '16.9.9')).toBeGreaterThan(0);
    expect(compareVersions('16.3.2', '16.3.3')).toBeLessThan(0);
    expect(floor).toBe('16.3.3');
  });

  it('the installed next is not below the floor', () => {
    const installed = readJson('node_modules/next/package.json').version ?? '0.0.0';
    expect(parse(installed)[0]).toBe(16);
    expect(compareVersions(installed, floor)).toBeGreaterThanOrEqual(0);
  });

  it('package.json pins an exact next at or above the floor', () => {
    const pinned = readJson('package.json').dependencies?.next ?? '';
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(compareVersions(pinned, floor)).toBeGreaterThanOrEqual(0);
  });

  it('react is past the Server Components fixes (19.2.3)', () => {
    const react = readJson('node_modules/react/package.json').version ?? '0.0.0';
    expect(compareVersions(react, '19.2.3')).toBeGreaterThanOrEqual(0);
  });
});
