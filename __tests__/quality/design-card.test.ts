import packageJson from '../../package.json';

/**
 * The design card (../shared/design/ARCHITECTURE.md, "Stack"): "packages: next, react, react-dom, next-intl,
 * iron-session, ky, @chakra-ui/react, @emotion/react, framer-motion, formik, yup, chart.js, react-chartjs-2,
 * @react-google-maps/api, react-yandex-maps, date-fns, jest, @testing-library/react, playwright". Each is a direct
 * dependency at an exact version (the mirror lags: versions are pinned, package-lock.json committed).
 */
const CARD_PACKAGES = [
  'next', 'react', 'react-dom', 'next-intl', 'iron-session', 'ky', '@chakra-ui/react', '@emotion/react', 'framer-motion', 'formik', 'yup',
  'chart.js', 'react-chartjs-2', '@react-google-maps/api', 'react-yandex-maps', 'date-fns', 'jest', '@testing-library/react', 'playwright',
] as const;

const declared: Record<string, string> = { ...packageJson.dependencies, ...packageJson.devDependencies };

describe('the design card is a contract: package.json depends on every package it names', () => {
  it.each(CARD_PACKAGES)('%s, at an exact version', (name) => {
    expect(declared[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
