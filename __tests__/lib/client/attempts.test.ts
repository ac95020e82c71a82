import { BLOCK_WARNING_ATTEMPTS, shouldWarnAboutBlock } from '@/lib/client/attempts';

describe('"with 3 or fewer attempts left a warning says that frequent authorisation attempts will block the IP" (spec §8)', () => {
  it('"Block warning at 3 attempts remaining" (spec §9)', () => {
    expect(BLOCK_WARNING_ATTEMPTS).toBe(3);
  });

  it.each([3, 2, 1, 0])('%d attempts left → warn', (left) => {
    expect(shouldWarnAboutBlock(left)).toBe(true);
  });

  it.each([4, 5, 100, -1, Number.NaN])('%d attempts left → no warning', (left) => {
    expect(shouldWarnAboutBlock(left)).toBe(false);
  });

  it('unknown attempts → no warning', () => {
    expect(shouldWarnAboutBlock(undefined)).toBe(false);
    expect(shouldWarnAboutBlock(null)).toBe(false);
  });
});
