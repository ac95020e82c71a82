/** The tenant settings that shape the organisation page (spec §3 "Server-driven settings", §6). */
import type { Setting } from '../acquiring/contract/reference-data';
import { SETTING_DEFAULTS, type SettingName } from '../domain/settings';
import { settingFlag } from '../acquiring/setting-flag';

export interface OrganisationSettings {
  allowAdd: boolean;
  allowDelete: boolean;
  allowEditName: boolean;
  allowResetPasswords: boolean;
  autoregistrationTerminalId: boolean;
  autoregistrationTerminalIdRequired: boolean;
  mandatoryFiscal: boolean;
  oneOperatorOneTerminal: boolean;
  apiSecretDisplay: boolean;
  refundPasswordDisplay: boolean;
  refundPasswordRequired: boolean;
  reversalPasswordDisplay: boolean;
  reversalPasswordRequired: boolean;
  terminalCloseDay: string;
  /** `phone.mask`: how an operator's phone is read (lib/domain/phone-mask.ts) */
  phoneMask: string;
}

const FLAGS = {
  allowAdd: 'operators.allowAdd',
  allowDelete: 'operators.allowDelete',
  allowEditName: 'operators.allowEditName',
  allowResetPasswords: 'operators.allowResetPasswords',
  autoregistrationTerminalId: 'autoregistration.terminalId',
  autoregistrationTerminalIdRequired: 'autoregistration.terminalId.required',
  mandatoryFiscal: 'fiscal.mandatory',
  oneOperatorOneTerminal: 'operators.oneOperatorOneTerminal',
  apiSecretDisplay: 'apiSecret.display',
  refundPasswordDisplay: 'refundPassword.display',
  refundPasswordRequired: 'refundPassword.required',
  reversalPasswordDisplay: 'reversalPassword.display',
  reversalPasswordRequired: 'reversalPassword.required',
} as const satisfies Record<Exclude<keyof OrganisationSettings, 'terminalCloseDay' | 'phoneMask'>, SettingName>;

/** Missing settings take the defaults of lib/domain/settings.ts. */
export function organisationSettings(settings: readonly Setting[]): OrganisationSettings {
  const values = new Map(settings.map((s) => [s.name, s.value]));
  const read = (name: SettingName) => values.get(name) ?? SETTING_DEFAULTS[name];
  const flags = Object.fromEntries(Object.entries(FLAGS).map(([key, name]) => [key, settingFlag(read(name))])) as Omit<OrganisationSettings, 'terminalCloseDay' | 'phoneMask'>;
  return { ...flags, terminalCloseDay: read('terminal.closeDay'), phoneMask: read('phone.mask') };
}
