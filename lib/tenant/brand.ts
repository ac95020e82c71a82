import type { Setting } from '../acquiring/contract/reference-data';
import { SETTING_DEFAULTS, type SettingName } from '../domain/settings';
import { settingFlag } from '../acquiring/setting-flag';
import * as ENDPOINTS from '../acquiring/endpoints';
import { safeBrandColor } from '../theme/colors';

export interface TenantBrand {
  color: string;
  logoInvert: boolean;
  footer: { licence: string; description: string; year: string; link: string; attachment: string };
}

export function settingValue(settings: readonly Setting[], name: SettingName): string {
  return settings.find((setting) => setting.name === name)?.value ?? SETTING_DEFAULTS[name];
}

/** Only http(s) links from settings become hrefs. */
export function safeHttpUrl(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

export function tenantBrand(settings: readonly Setting[]): TenantBrand {
  return {
    color: safeBrandColor(settingValue(settings, 'mainColor')),
    logoInvert: settingFlag(settingValue(settings, 'logo.invert')),
    footer: {
      licence: settingValue(settings, 'footer.licence'),
      description: settingValue(settings, 'footer.description'),
      year: settingValue(settings, 'footer.year'),
      link: safeHttpUrl(settingValue(settings, 'footer.link')),
      attachment: safeHttpUrl(settingValue(settings, 'footer.attachment')),
    },
  };
}

export function logoUrl(alias: string | null): string {
  return `/${ENDPOINTS.logo.path}${alias ? `?alias=${alias}` : ''}`;
}
