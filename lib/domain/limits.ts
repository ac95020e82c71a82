/** Business constants and limits of spec §9 (and the few of §2/§4 that are numbers). */

export const PAGE_SIZE = 20;
export const DEFAULT_OFFSET = 0;
/** Terminal and user-related lists. */
export const RELATED_LIST_LIMIT = 1000;
/** Storefront categories and products. */
export const CATALOGUE_LIST_LIMIT = 10000;
export const USER_LIST_LIMIT = 9999;

/** The acquiring API refuses a new password shorter than this (sandbox/CONTRACT.md "change-password"); the forms say it beside the field. */
export const PASSWORD_MIN_LENGTH = 6;
/** The password-change dialog opens this many days or fewer before expiry. */
export const PASSWORD_EXPIRY_WARNING_DAYS = 5;
export const FORGOT_PASSWORD_RESEND_WAIT_MINUTES = 5;
/** The resend wait for the multi-factor code, kept in a cookie (spec §4). */
export const AUTH_CODE_RESEND_WAIT_MINUTES = 5;
/** The IP-block warning shows at this many wrong-password attempts remaining, or fewer. */
export const BLOCK_WARNING_ATTEMPTS_LEFT = 3;

export const ALERTS_MAX = 4;
export const ALERT_DEFAULT_TIME_SECONDS = 5;
export const ERROR_ALERT_TIME_SECONDS = 5;
export const FILE_ROW_REMOVE_DELAY_MS = 5000;
export const FETCH_DELAY_MS = 200;
export const SEARCH_LIST_SCROLL_THROTTLE_MS = 100;
/** The list loading flag clears after 1 second (spec §4). */
export const LIST_LOADING_CLEAR_MS = 1000;
/** Chunk-load failures reload the page at most once per minute (spec §8). */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** Cache lifetimes by data set; the spec does not give their unit. */
export const CACHE_LIFETIMES = {
  languageList: 5,
  dictionary: 5,
  currencyList: 0,
  paymentInstruments: 15,
  settings: 60,
} as const;

/** Narrow-screen breakpoints in px. */
export const BREAKPOINTS_PX = [600, 650, 960] as const;
/** On the map page at this width or less, a warning says only located operations are shown. */
export const MAP_WARNING_MAX_WIDTH_PX = 650;

export const DIALOG_WIDTHS_PX = {
  privacyPolicy: 500,
  changePassword: 500,
  generateAct: 550,
  showAct: 750,
  sendAct: 500,
} as const;

/** Date patterns as the spec writes them (moment-style tokens). */
export const DATE_PATTERNS = {
  default: 'YYYY-MM-DD',
  short: 'MMM DD.YY',
  calendar: 'MMM DD, YY',
} as const;

/** The same patterns in date-fns tokens. */
export const DATE_FNS_PATTERNS = {
  default: 'yyyy-MM-dd',
  short: 'MMM dd.yy',
  calendar: 'MMM dd, yy',
} as const satisfies Record<keyof typeof DATE_PATTERNS, string>;

/** Default filter range and report period: the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

export const DASHBOARD_PERIOD_UNITS = ['hour', 'day', 'month'] as const;
export type DashboardPeriodUnit = (typeof DASHBOARD_PERIOD_UNITS)[number];

export interface DashboardPeriodLength {
  length: number;
  unit: DashboardPeriodUnit;
}

/** The dashboard shows the last 24 hours by default. */
export const DASHBOARD_DEFAULT_PERIOD = { length: 24, unit: 'hour' } as const satisfies DashboardPeriodLength;

export const MAP_PROVIDERS = ['yandex', 'google', 'osm', 'disabled'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];
export const DEFAULT_MAP_PROVIDER: MapProvider = 'disabled';
export const YANDEX_MAP_LANGUAGE = 'ru_RU';
export const DEFAULT_LOGO_INVERT = true;
