import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^chakra-theme/(.*)\\.js$': '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
});
