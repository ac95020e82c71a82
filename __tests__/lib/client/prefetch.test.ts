import { prefetchAllowed } from '@/lib/client/prefetch';

describe('"Link prefetch is skipped on 2g or when data saving is on" (spec §9)', () => {
  it.each([
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['saveData', { saveData: true }],
    ['saveData on 4g', { effectiveType: '4g', saveData: true }],
  ])('%s → no prefetch', (_label, connection) => {
    expect(prefetchAllowed(connection)).toBe(false);
  });

  it.each([
    ['3g', { effectiveType: '3g' }],
    ['4g', { effectiveType: '4g', saveData: false }],
    ['unknown connection info', undefined],
    ['empty info', {}],
  ])('%s → prefetch', (_label, connection) => {
    expect(prefetchAllowed(connection)).toBe(true);
  });
});
