/**
 * The jest stand-in for `@chakra-ui/react` (chakra-lazy.cjs, mapped in jest.config.mjs) is Chakra's index with each
 * export loaded on first read: the same names, and each the very object the index itself exports.
 */
import path from 'node:path';
import * as chakra from '@chakra-ui/react';

/** Chakra's own CommonJS index, required by its file (the bare name is mapped to the stand-in). */
function realIndex(): Record<string, unknown> {
  const file = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/cjs/index.cjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file itself, past the mapping
  return require(file) as Record<string, unknown>;
}

const names = (module: object) => Object.keys(module).filter((name) => name !== 'default').sort();

describe("Chakra's index in jest", () => {
  it('reads each export when it is first used: a getter, not a value copied when the index loads', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mapped module as jest gives it
    const standIn = require('@chakra-ui/react') as object;
    const eager = names(standIn).filter((name) => typeof Object.getOwnPropertyDescriptor(standIn, name)?.get !== 'function');
    expect(eager).toEqual([]);
  });

  it("has every export of Chakra's index, each the same object", () => {
    const real = realIndex();
    const standIn = chakra as unknown as Record<string, unknown>;
    expect(names(standIn)).toEqual(names(real));
    expect(names(real).length).toBeGreaterThan(1000);
    const different = names(real).filter((name) => standIn[name] !== real[name]);
    expect(different).toEqual([]);
  });
});
