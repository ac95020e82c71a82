/** Sandbox options from the environment (SANDBOX_PORT, SANDBOX_HOST, SANDBOX_DATA_DIR, SANDBOX_SEED, SANDBOX_SCALE, SANDBOX_CONTROL). */
import { DEFAULTS, type SandboxOptions } from './server.ts';

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function optionsFromEnv(): Required<Pick<SandboxOptions, 'port' | 'host' | 'dataDir' | 'seed' | 'scale' | 'control'>> {
  return {
    port: intEnv('SANDBOX_PORT', DEFAULTS.port),
    host: process.env.SANDBOX_HOST || DEFAULTS.host,
    dataDir: process.env.SANDBOX_DATA_DIR || DEFAULTS.dataDir,
    seed: intEnv('SANDBOX_SEED', DEFAULTS.seed),
    scale: intEnv('SANDBOX_SCALE', DEFAULTS.scale),
    // The control API injects faults and lists tokens: on only where tests ask for it.
    control: process.env.SANDBOX_CONTROL === '1',
  };
}
