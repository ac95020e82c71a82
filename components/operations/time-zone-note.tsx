import { getLocale, getNow, getTimeZone, getTranslations } from 'next-intl/server';
import { zoneCaption } from '@/lib/operations/zone-offsets';
import page from '@/lib/theme/static/page.parts';

/**
 * Issue 21: a page that shows times names the user's zone once («время: UTC+3 (Москва, стандартное время)»),
 * the zone its dates, its filter and its report follow. Plain elements rendered on the server
 * (lib/theme/static/page.parts.ts): no script, no hydration, nothing moves.
 */
export async function TimeZoneNote() {
  const [t, timeZone, locale, now] = await Promise.all([getTranslations('Operations'), getTimeZone(), getLocale(), getNow()]);
  // the zone's offset now (a zone's name and offset change with summer time)
  return (
    <p className={page.note} data-testid="time-zone">
      {t('timeZoneNote', { zone: zoneCaption(timeZone, locale, now.getTime()) })}
    </p>
  );
}
