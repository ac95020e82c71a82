/**
 * Chakra's `preset` module for jest (jest.config.mjs maps the `./preset.cjs` that `@chakra-ui/react`'s index
 * requires here): the same exports, but `defaultSystem` is built when something first reads it instead of when
 * the index loads. The app never reads it (its system is lib/theme/system.ts), and building it was about half
 * of what importing Chakra cost every component suite (~0.2 s of CPU each, 72 suites).
 * chakra-preset.test.ts checks that this module still matches Chakra's own.
 */
import { createSystem, mergeConfigs, type SystemContext } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

export const defaultConfig = mergeConfigs(defaultBaseConfig, defaultThemeConfig);

let built: SystemContext | undefined;
const build = () => (built ??= createSystem(defaultConfig));

/** Chakra's default system, built on first use. */
export const defaultSystem = new Proxy({} as SystemContext, {
  get: (_target, key) => Reflect.get(build(), key),
  has: (_target, key) => Reflect.has(build(), key),
});
export const system = defaultSystem;
