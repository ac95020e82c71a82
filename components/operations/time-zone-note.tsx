import { Text } from '@chakra-ui/react';
import { getLocale, getNow, getTimeZone, getTranslations } from 'next-intl/server';
import { zoneCaption } from '@/lib/operations/zone-offsets';

/**
 * Issue 21: a page that shows times names the user's zone once («время: UTC+3 (Москва, стандартное время)»),
 * the zone its dates, its filter and its report follow. Rendered on the server: no script, nothing moves.
 */
export async function TimeZoneNote() {
  const [t, timeZone, locale, now] = await Promise.all([getTranslations('Operations'), getTimeZone(), getLocale(), getNow()]);
  // the zone's offset now (a zone's name and offset change with summer time)
  return (
    <Text textStyle="sm" color="fg.muted" mb="3" data-testid="time-zone">
      {t('timeZoneNote', { zone: zoneCaption(timeZone, locale, now.getTime()) })}
    </Text>
  );
}
