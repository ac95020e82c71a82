/**
 * The jest stand-in for Chakra's `preset` module (chakra-preset.ts, mapped in jest.config.mjs) is Chakra's own
 * but for when the default system is built: same exports, same config, a system that answers the same.
 */
import * as chakra from '@chakra-ui/react';
import * as actual from '@chakra-ui/react/preset';
import * as standIn from './chakra-preset';

describe("Chakra's preset in jest", () => {
  it('is what @chakra-ui/react loads', () => {
    expect(chakra.defaultSystem).toBe(standIn.defaultSystem);
    expect(chakra.defaultConfig).toBe(standIn.defaultConfig);
  });

  it("has Chakra's exports and config", () => {
    const names = (module: object) => Object.keys(module).filter((name) => name !== 'default').sort();
    expect(names(standIn)).toEqual(names(actual));
    expect(standIn.defaultConfig).toEqual(actual.defaultConfig);
  });

  it("builds Chakra's default system when first read", () => {
    expect(standIn.defaultSystem.token('colors.red.500')).toBe(actual.defaultSystem.token('colors.red.500'));
    expect(standIn.defaultSystem.token.var('spacing.4')).toBe(actual.defaultSystem.token.var('spacing.4'));
    expect(standIn.system).toBe(standIn.defaultSystem);
  });
});
