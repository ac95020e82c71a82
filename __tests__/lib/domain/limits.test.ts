import { format } from 'date-fns';
import * as limits from '@/lib/domain/limits';

describe('business constants (spec §9)', () => {
  it('"Page size 20, offset 0. … limit 1000; catalogue lists 10000; user list 9999"', () => {
    expect([limits.PAGE_SIZE, limits.DEFAULT_OFFSET]).toEqual([20, 0]);
    expect(limits.RELATED_LIST_LIMIT).toBe(1000);
    expect(limits.CATALOGUE_LIST_LIMIT).toBe(10000);
    expect(limits.USER_LIST_LIMIT).toBe(9999);
  });

  it('"Password-change dialog opens at 5 days or less … resend wait 5 minutes. Block warning at 3 attempts remaining"', () => {
    expect(limits.PASSWORD_EXPIRY_WARNING_DAYS).toBe(5);
    expect(limits.FORGOT_PASSWORD_RESEND_WAIT_MINUTES).toBe(5);
    expect(limits.BLOCK_WARNING_ATTEMPTS_LEFT).toBe(3);
  });

  it('"Alerts: at most 4 at once, default time 5, error alerts 5. File rows removed after 5 s. Fetch delay default 200 ms … every 100 ms"', () => {
    expect(limits.ALERTS_MAX).toBe(4);
    expect(limits.ALERT_DEFAULT_TIME_SECONDS).toBe(5);
    expect(limits.ERROR_ALERT_TIME_SECONDS).toBe(5);
    expect(limits.FILE_ROW_REMOVE_DELAY_MS).toBe(5000);
    expect(limits.FETCH_DELAY_MS).toBe(200);
    expect(limits.SEARCH_LIST_SCROLL_THROTTLE_MS).toBe(100);
  });

  it('"Caches: language list 5, dictionary 5, currency list 0, payment instruments 15, settings 60"', () => {
    expect(limits.CACHE_LIFETIMES).toEqual({ languageList: 5, dictionary: 5, currencyList: 0, paymentInstruments: 15, settings: 60 });
  });

  it('"Narrow-screen breakpoints 600, 650 and 960 px. Dialog widths 500, 550, 750."', () => {
    expect(limits.BREAKPOINTS_PX).toEqual([600, 650, 960]);
    expect(limits.MAP_WARNING_MAX_WIDTH_PX).toBe(650);
    expect(new Set(Object.values(limits.DIALOG_WIDTHS_PX))).toEqual(new Set([500, 550, 750]));
    expect(limits.DIALOG_WIDTHS_PX.generateAct).toBe(550);
    expect(limits.DIALOG_WIDTHS_PX.showAct).toBe(750);
  });

  it('"default pattern YYYY-MM-DD, short \'MMM DD.YY\', calendar \'MMM DD, YY\'"', () => {
    expect(limits.DATE_PATTERNS).toEqual({ default: 'YYYY-MM-DD', short: 'MMM DD.YY', calendar: 'MMM DD, YY' });
  });

  it('gives date-fns patterns that format like the spec ones', () => {
    const date = new Date(2024, 2, 5);
    expect(format(date, limits.DATE_FNS_PATTERNS.default)).toBe('2024-03-05');
    expect(format(date, limits.DATE_FNS_PATTERNS.short)).toBe('Mar 05.24');
    expect(format(date, limits.DATE_FNS_PATTERNS.calendar)).toBe('Mar 05, 24');
  });

  it('"default range … last 30 days; dashboard default 24 hours with units hour, day, month"', () => {
    expect(limits.DEFAULT_RANGE_DAYS).toBe(30);
    expect(limits.DASHBOARD_DEFAULT_PERIOD).toEqual({ length: 24, unit: 'hour' });
    expect(limits.DASHBOARD_PERIOD_UNITS).toEqual(['hour', 'day', 'month']);
  });

  it('"Map provider options yandex, google, osm, disabled by default; yandex language ru_RU"; logo invert on', () => {
    expect(limits.MAP_PROVIDERS).toEqual(['yandex', 'google', 'osm', 'disabled']);
    expect(limits.DEFAULT_MAP_PROVIDER).toBe('disabled');
    expect(limits.YANDEX_MAP_LANGUAGE).toBe('ru_RU');
    expect(limits.DEFAULT_LOGO_INVERT).toBe(true);
  });
});
