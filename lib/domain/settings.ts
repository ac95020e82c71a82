/**
 * The one table of server-driven settings (spec §3 "Server-driven settings").
 * Values travel as strings (`{ name, value }`); `guest` marks the public subset served by
 * `GET api/setting/guest-list` (everything is in `GET api/setting/list`).
 * Pure TS, no imports: importable from Node (sandbox) and Next (BFF, UI) alike.
 */

export interface SettingDefinition {
  readonly name: string;
  readonly defaultValue: string;
  readonly guest: boolean;
  readonly comment: string;
}

export const SETTINGS = [
  // ── session and login ──
  { name: 'session.incorrectPasswordBlock.during', defaultValue: '15', guest: true, comment: 'wrong-password block duration; "the count resets after a block duration in minutes"' },
  { name: 'session.incorrectPasswordBlock.after', defaultValue: '5', guest: true, comment: 'wrong attempts before the login is blocked; "Wrong-password attempts are counted"' },
  { name: 'session.shortTimeout', defaultValue: 'false', guest: true, comment: '"session short timeout"' },
  { name: 'lkm.authorization.types', defaultValue: 'email,phone', guest: true, comment: 'login kinds accepted on /auth: email, phone or both' },
  { name: 'lkm.authorization.multiFactor', defaultValue: 'false', guest: true, comment: '"with the multi-factor setting on … a code is confirmed later"' },
  { name: 'needChangePasswordLkm', defaultValue: 'true', guest: false, comment: '"opens automatically when the needChangePasswordLkm setting is on and the user must change the password"' },
  { name: 'privacyPolicy.display', defaultValue: 'true', guest: true, comment: '"privacy policy display"' },
  { name: 'privacyPolicy.url', defaultValue: '', guest: true, comment: 'external policy URL; empty → the /privacyPolicy page' },
  // ── white label ──
  { name: 'mainColor', defaultValue: '#2193A7', guest: true, comment: '"main colour"; "The default brand colour is #2193A7"' },
  { name: 'logo.invert', defaultValue: 'true', guest: true, comment: '"Default logo invert on"' },
  { name: 'footer.licence', defaultValue: '', guest: true, comment: 'footer "licence"' },
  { name: 'footer.description', defaultValue: '', guest: true, comment: 'footer "description"' },
  { name: 'footer.year', defaultValue: '', guest: true, comment: 'footer "year"' },
  { name: 'footer.link', defaultValue: '', guest: true, comment: 'footer "link"' },
  { name: 'footer.attachment', defaultValue: '', guest: true, comment: 'footer "attachment"' },
  { name: 'phone.mask', defaultValue: '+7 (###) ###-##-##', guest: true, comment: '"phone mask"' },
  { name: 'server.host', defaultValue: '', guest: true, comment: '"server host"' },
  // ── maps ──
  { name: 'map.provider', defaultValue: 'disabled', guest: false, comment: '"map provider (google, yandex, osm or disabled)"; "disabled by default"' },
  { name: 'map.google.key', defaultValue: '', guest: false, comment: 'map "keys"' },
  { name: 'map.yandex.key', defaultValue: '', guest: false, comment: 'map "keys"; yandex language ru_RU' },
  { name: 'map.position', defaultValue: '55.751244,37.618423', guest: false, comment: 'map "position" (lat,lng of the initial centre)' },
  // ── operators and organisation ──
  { name: 'operators.allowAdd', defaultValue: 'true', guest: false, comment: '"operators allowAdd"' },
  { name: 'operators.allowDelete', defaultValue: 'true', guest: false, comment: '"operators allowDelete"' },
  { name: 'operators.allowEditName', defaultValue: 'true', guest: false, comment: '"operators allowEditName"' },
  { name: 'operators.allowResetPasswords', defaultValue: 'true', guest: false, comment: '"operators allowResetPasswords"' },
  { name: 'operators.oneOperatorOneTerminal', defaultValue: 'false', guest: false, comment: '"one operator to one terminal"' },
  { name: 'autoregistration.terminalId', defaultValue: 'false', guest: false, comment: '"autoregistration terminal id"; shows the "TID for autoregistration" column' },
  { name: 'autoregistration.terminalId.required', defaultValue: 'false', guest: false, comment: '"autoregistration terminal id (and required)"' },
  { name: 'apiSecret.display', defaultValue: 'false', guest: false, comment: '"api secret display"' },
  { name: 'refundPassword.display', defaultValue: 'false', guest: false, comment: '"refund … password display"' },
  { name: 'refundPassword.required', defaultValue: 'false', guest: false, comment: '"refund … password … required"' },
  { name: 'reversalPassword.display', defaultValue: 'false', guest: false, comment: '"reversal password display"' },
  { name: 'reversalPassword.required', defaultValue: 'false', guest: false, comment: '"reversal password … required"' },
  { name: 'fiscal.mandatory', defaultValue: 'false', guest: false, comment: '"mandatory fiscal"' },
  { name: 'terminal.closeDay', defaultValue: 'true', guest: false, comment: '"terminal close day"' },
  // ── operations display ──
  { name: 'checkout.integration', defaultValue: 'false', guest: false, comment: '"checkout integration"' },
  { name: 'display.order', defaultValue: 'serverDateTime', guest: false, comment: '"display order"' },
  { name: 'display.workflow', defaultValue: 'false', guest: false, comment: '"display … workflow" (workflowDataList filter)' },
  { name: 'display.bin', defaultValue: 'false', guest: false, comment: '"show bin"; optional bin column' },
  { name: 'display.bonus', defaultValue: 'true', guest: false, comment: '"bonus … display"; bonusAmount column and rows' },
  { name: 'display.cashback', defaultValue: 'true', guest: false, comment: '"cashback … display"' },
  { name: 'display.tips', defaultValue: 'true', guest: false, comment: '"tips … display"' },
  { name: 'display.expense', defaultValue: 'true', guest: false, comment: '"expense display"' },
  { name: 'report.csv.display', defaultValue: 'true', guest: false, comment: '"csv report display"' },
  { name: 'report.unloadingEncoding', defaultValue: 'UTF-8', guest: false, comment: '"unloading encoding" of reports' },
  { name: 'sendCheck.phone', defaultValue: 'true', guest: false, comment: '"send-check by phone"' },
  { name: 'sendCheck.email', defaultValue: 'true', guest: false, comment: '"send-check by … e-mail"' },
] as const satisfies readonly SettingDefinition[];

export type SettingName = (typeof SETTINGS)[number]['name'];

export const SETTING_NAMES: readonly SettingName[] = SETTINGS.map((s) => s.name);

export const SETTING_DEFAULTS: Readonly<Record<SettingName, string>> = Object.fromEntries(
  SETTINGS.map((s) => [s.name, s.defaultValue]),
) as Record<SettingName, string>;

export const GUEST_SETTING_NAMES: ReadonlySet<string> = new Set(SETTINGS.filter((s) => s.guest).map((s) => s.name));

export function isSettingName(name: string): name is SettingName {
  return (SETTING_NAMES as readonly string[]).includes(name);
}
