import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages: the server code's (the BFF tests run the real route handlers) and ky, the browser's BFF client. */
const ESM_PACKAGES = ['iron-session', 'iron-webcrypto', 'uint8array-extras', 'cookie', 'ky'];

/**
 * The test tiers, told apart by the file name (CONTRIBUTING.md, "Test tiers"):
 * - `unit` (`*.test.ts(x)`): logic and components in this process; nothing listens on a port, no child process.
 *   `npm run test:unit`, the fast loop.
 * - `integration` (`*.int.test.ts`): a suite that starts a server (the sandbox, the BFF's stand-in upstream,
 *   the app's HTTP server, a loopback socket) or a process (redis-server).
 * - `fuzz` (`*.fuzz.test.ts`): generated inputs by the thousand against a real server.
 * `npm run test:jest` runs the three; __tests__/quality/test-tiers.test.ts keeps a server out of the unit tier.
 */
const TIERS = [
  { displayName: 'unit', testMatch: ['**/*.test.ts?(x)', '!**/*.int.test.ts?(x)', '!**/*.fuzz.test.ts?(x)'] },
  // A server's start (the BFF's real route handlers imported cold, the sandbox seeding its store) is a real wait:
  // 30 s for every test and hook that does not say more, instead of jest's 5 s.
  { displayName: 'integration', testMatch: ['**/*.int.test.ts?(x)'], testTimeout: 30_000 },
  { displayName: 'fuzz', testMatch: ['**/*.fuzz.test.ts?(x)'], testTimeout: 30_000 },
];

const common = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Chakra's index builds its default system when it loads, which the app never uses: build it on first use
    // (__tests__/environment/chakra-preset.ts; only that index requires a `./preset.cjs`).
    '^\\./preset\\.cjs$': '<rootDir>/__tests__/environment/chakra-preset.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
};

/**
 * The barrels whose requires run on first use (__tests__/environment/lazy-barrel.cjs), as the app's bundles load
 * only the components they use. Before, each component suite loaded all of Chakra and Ark: Chakra's root index;
 * its theme index, which builds its default config from every recipe; and its anatomy module (which every slot
 * recipe imports), through Ark's component indexes and Zag's package indexes, each a whole component with its
 * state machine.
 */
const LAZY_BARRELS = [
  '@chakra-ui/react/dist/cjs/(index|anatomy|theme/index)\\.cjs$',
  '@ark-ui/react/dist/(components/([a-z-]+/)?)?(index|anatomy)\\.cjs$',
  '@zag-js/[a-z-]+/dist/index\\.js$',
];

/**
 * next/jest transforms only `transpilePackages`; add the other ESM-only packages for jest alone, and the lazy
 * barrels (first in `transform`: jest takes the first pattern that matches).
 */
function transformPackages(resolved) {
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern, index) =>
    index === 0
      ? pattern
          .replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`)
          .replace('/node_modules/', `/node_modules/${LAZY_BARRELS.map((barrel) => `(?!${barrel})`).join('')}`)
      : pattern,
  );
  const lazyBarrel = '<rootDir>/__tests__/environment/lazy-barrel.cjs';
  resolved.transform = { ...Object.fromEntries(LAZY_BARRELS.map((barrel) => [barrel, lazyBarrel])), ...resolved.transform };
  return resolved;
}

/**
 * How long a worker has to exit once its last suite is done before jest kills it and prints "A worker process has
 * failed to exit gracefully". No handle keeps the workers alive: they are freeing their heap (strace: munmap after
 * munmap), which at 700-800 MB took 0.8-1.0 s on this machine under load, past jest's 500 ms. A real leak (a timer,
 * a socket) is still reported, after this long.
 */
const WORKER_EXIT_MS = 3_000;

export default async function config() {
  const projects = await Promise.all(TIERS.map(async (tier) => transformPackages(await createJestConfig({ ...common, ...tier })())));
  return { projects, workerGracefulExitTimeout: WORKER_EXIT_MS };
}
