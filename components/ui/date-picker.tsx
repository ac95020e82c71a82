'use client';

import type { ReactNode } from 'react';
import { DatePicker as ChakraDatePicker, Portal, useDatePickerContext } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { PortalProps } from './portal-props';

export { parseDate } from '@chakra-ui/react';

/** What a day cell's name says first, in Zag's order of precedence. */
function dayCellState(cell: { unavailable: boolean; firstInRange: boolean; lastInRange: boolean; inRange: boolean; selected: boolean }): string {
  if (cell.unavailable) return 'unavailable';
  if (cell.firstInRange) return 'first';
  if (cell.lastInRange) return 'last';
  if (cell.inRange) return 'inRange';
  return cell.selected ? 'selected' : 'other';
}

/**
 * Chakra's date picker in the interface language's format (ru: 31.12.2025, its placeholder «дд.мм.гггг») and the
 * user's time zone, weeks from Monday, its buttons named in that language. `selectionMode="range"` for a period;
 * `value` / `onValueChange` as Chakra's.
 */
export function DatePickerRoot(props: ChakraDatePicker.RootProps) {
  const t = useTranslations('Shell');
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <ChakraDatePicker.Root
      recipe={datePickerSlotRecipe}
      locale={locale}
      timeZone={timeZone}
      startOfWeek={1}
      // Zag's own placeholder is English («dd/mm/yyyy») whatever the language
      placeholder={t('datePlaceholder')}
      translations={{
        content: t('calendar'),
        trigger: (open) => t(open ? 'closeCalendar' : 'openCalendar'),
        prevTrigger: (view) => t('previousPeriod', { view }),
        nextTrigger: (view) => t('nextPeriod', { view }),
        clearTrigger: t('clearDate'),
        // Zag's defaults are English («Selected date. …»): each day cell's name in the interface language
        dayCell: (cell) => t('dayCell', { state: dayCellState(cell), date: cell.valueText }),
        presetTrigger: ([start = '', end = '']) => t('presetPeriod', { start, end }),
      }}
      {...props}
    />
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}

/** The typed date (two inputs for a range, each with `inputProps`) and the calendar button. */
export function DatePickerControl({ range = false, inputProps, ...rest }: ChakraDatePicker.ControlProps & { range?: boolean; inputProps?: ChakraDatePicker.InputProps }) {
  return (
    <ChakraDatePicker.Control {...rest}>
      <ChakraDatePicker.Input index={0} {...inputProps} />
      {range && <ChakraDatePicker.Input index={1} {...inputProps} />}
      <ChakraDatePicker.IndicatorGroup>
        <ChakraDatePicker.Trigger>
          <CalendarIcon />
        </ChakraDatePicker.Trigger>
      </ChakraDatePicker.IndicatorGroup>
    </ChakraDatePicker.Control>
  );
}

interface DatePickerContentProps extends ChakraDatePicker.ContentProps, PortalProps {
  /** Above the calendar: e.g. the period presets (`DatePickerPresetTrigger`). */
  presets?: ReactNode;
}

/**
 * Chakra's calendar header, its view button named by the month (or year, or years) it shows first: a name
 * without its visible text fails WCAG 2.5.3 (label in name) for those who speak to the page.
 */
function CalendarHeader() {
  const t = useTranslations('Shell');
  const { visibleRangeText } = useDatePickerContext();
  const shown = [...new Set([visibleRangeText.start, visibleRangeText.end])].filter(Boolean).join(' - ');
  return (
    <ChakraDatePicker.ViewControl>
      <ChakraDatePicker.PrevTrigger />
      <ChakraDatePicker.ViewTrigger aria-label={t('switchView', { shown })}>
        <ChakraDatePicker.RangeText />
      </ChakraDatePicker.ViewTrigger>
      <ChakraDatePicker.NextTrigger />
    </ChakraDatePicker.ViewControl>
  );
}

/** The calendar: days, months and years, each with its header. */
export function DatePickerContent({ portalled = true, portalRef, presets, ...rest }: DatePickerContentProps) {
  return (
    <Portal disabled={!portalled} container={portalRef}>
      <ChakraDatePicker.Positioner>
        <ChakraDatePicker.Content {...rest}>
          {presets}
          <ChakraDatePicker.View view="day">
            <CalendarHeader />
            <ChakraDatePicker.DayTable />
          </ChakraDatePicker.View>
          <ChakraDatePicker.View view="month">
            <CalendarHeader />
            <ChakraDatePicker.MonthTable />
          </ChakraDatePicker.View>
          <ChakraDatePicker.View view="year">
            <CalendarHeader />
            <ChakraDatePicker.YearTable />
          </ChakraDatePicker.View>
        </ChakraDatePicker.Content>
      </ChakraDatePicker.Positioner>
    </Portal>
  );
}

export const DatePickerLabel = ChakraDatePicker.Label;
export const DatePickerPresetTrigger = ChakraDatePicker.PresetTrigger;
