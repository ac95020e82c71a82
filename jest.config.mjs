import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages: the server code's (the BFF tests run the real route handlers) and ky, the browser's BFF client. */
const ESM_PACKAGES = ['iron-session', 'iron-webcrypto', 'uint8array-extras', 'cookie', 'ky'];

const jestConfig = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
});

export default async function config() {
  const resolved = await jestConfig();
  // next/jest transforms only `transpilePackages`; add the other ESM-only packages for jest alone.
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern, index) =>
    index === 0 ? pattern.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`) : pattern,
  );
  return resolved;
}
