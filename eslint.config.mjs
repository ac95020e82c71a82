import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Chakra's recipes and theme stay inside components/ui (README there, "Wrappers"): a feature renders a wrapper,
 * which brings the part's recipe with it. __tests__/components/ui/features-use-wrappers.int.test.ts runs this rule.
 */
const CHAKRA_INSIDE_UI = {
  files: ['components/**/*.{ts,tsx}'],
  ignores: ['components/ui/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@chakra-ui/react/theme', message: 'Render the wrapper of components/ui that brings this recipe (components/ui/README.md).' },
          { name: '@chakra-ui/react/anatomy', message: 'Recipes live in components/ui (components/ui/README.md).' },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "JSXAttribute[name.name='recipe']", message: 'Render the wrapper of components/ui that brings this recipe (components/ui/README.md).' },
      {
        selector: "CallExpression[callee.name=/^(useRecipe|useSlotRecipe|defineRecipe|defineSlotRecipe)$/]",
        message: 'Recipes live in components/ui (components/ui/README.md).',
      },
    ],
  },
};

const config = [
  ...next,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench-results/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // a CommonJS module (a jest transform) loads its dependencies with require
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  CHAKRA_INSIDE_UI,
];

export default config;
