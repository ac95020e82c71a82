/**
 * Countries of the generate-act form (certificate C, ISO 3166-1 alpha-2): the codes are a constant, the names come
 * from the browser's Intl.DisplayNames in the interface language, the flags are regional-indicator emoji.
 */

export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ',
  'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR',
  'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO',
  'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY',
  'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO',
  'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD',
  'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TG', 'TH', 'TJ', 'TK', 'TL',
  'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT',
  'ZA', 'ZM', 'ZW',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code: the value sent as countryName */
  value: string;
  /** the name in the interface language */
  label: string;
  flag: string;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** RU → 🇷🇺 (two regional-indicator symbols). */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Every country with its name in `locale`, sorted by name in that locale. */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'ru'], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return COUNTRY_CODES.map((value) => ({ value, label: names?.of(value) ?? value, flag: flagEmoji(value) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

const fold = (text: string) => text.toLocaleLowerCase().replace(/ё/g, 'е').trim();

/** How well an option matches the query: 0 the code, 1 the name's start, 2 a word's start, 3 anywhere; null no match. */
function matchRank(option: Pick<CountryOption, 'value' | 'label'>, query: string): number | null {
  const q = fold(query);
  if (q === '') return 3;
  const label = fold(option.label);
  if (option.value.toLowerCase() === q) return 0;
  if (label.startsWith(q)) return 1;
  if (label.split(/[\s\-–(]+/).some((word) => word.startsWith(q))) return 2;
  return label.includes(q) ? 3 : null;
}

/** The search of the country dropdown: the name (case- and ё-insensitive, anywhere) or the exact code. */
export function matchesCountry(option: Pick<CountryOption, 'value' | 'label'>, query: string): boolean {
  return matchRank(option, query) !== null;
}

/** The matching options, best first (the code, then names starting with the query, then words, then anywhere); stable within a rank. */
export function searchCountries<T extends Pick<CountryOption, 'value' | 'label'>>(options: readonly T[], query: string): T[] {
  return options
    .map((option, index) => ({ option, index, rank: matchRank(option, query) }))
    .filter((entry): entry is { option: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}
