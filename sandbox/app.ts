/** The sandbox application object shared by every route: database, runtime state, clock, settings. */
import type { DatabaseSync } from 'node:sqlite';
import { SETTINGS } from '../lib/domain/settings.ts';
import type { RuntimeState } from './state.ts';
import type { Tenant } from './tenants.ts';

export interface SandboxApp {
  db: DatabaseSync;
  state: RuntimeState;
  seed: number;
  /** ms epoch the stored operation times are relative to: the start of the current day in Moscow (UTC+3) */
  anchor(): number;
  now(): number;
  log(line: string): void;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const MOSCOW_OFFSET_MS = 3 * HOUR_MS;

/** Start of the Moscow calendar day that contains `now`. */
export function dayAnchor(now: number): number {
  return Math.floor((now + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS - MOSCOW_OFFSET_MS;
}

/** Defaults ⊕ tenant settings ⊕ control overrides. */
export function effectiveSettings(app: SandboxApp, tenant: Tenant): Record<string, string> {
  const values: Record<string, string> = {};
  for (const s of SETTINGS) values[s.name] = s.defaultValue;
  Object.assign(values, tenant.settings, app.state.settingOverrides.get(tenant.alias) ?? {});
  return values;
}

export function settingNumber(settings: Record<string, string>, name: string, fallback: number): number {
  const n = Number(settings[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
