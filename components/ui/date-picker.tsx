'use client';

import type { ReactNode } from 'react';
import { DatePicker as ChakraDatePicker, Portal } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { PortalProps } from './portal-props';

export { parseDate } from '@chakra-ui/react';

/**
 * Chakra's date picker in the interface language's format (ru: 31.12.2025) and the user's time zone, its
 * buttons named in that language. `selectionMode="range"` for a period; `value` / `onValueChange` as Chakra's.
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
      translations={{
        content: t('calendar'),
        trigger: (open) => t(open ? 'closeCalendar' : 'openCalendar'),
        prevTrigger: (view) => t('previousPeriod', { view }),
        nextTrigger: (view) => t('nextPeriod', { view }),
        viewTrigger: () => t('switchView'),
        clearTrigger: t('clearDate'),
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

/** The typed date (two inputs for a range) and the calendar button. */
export function DatePickerControl({ range = false, ...rest }: ChakraDatePicker.ControlProps & { range?: boolean }) {
  return (
    <ChakraDatePicker.Control {...rest}>
      <ChakraDatePicker.Input index={0} />
      {range && <ChakraDatePicker.Input index={1} />}
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

/** The calendar: days, months and years, each with its header. */
export function DatePickerContent({ portalled = true, portalRef, presets, ...rest }: DatePickerContentProps) {
  return (
    <Portal disabled={!portalled} container={portalRef}>
      <ChakraDatePicker.Positioner>
        <ChakraDatePicker.Content {...rest}>
          {presets}
          <ChakraDatePicker.View view="day">
            <ChakraDatePicker.Header />
            <ChakraDatePicker.DayTable />
          </ChakraDatePicker.View>
          <ChakraDatePicker.View view="month">
            <ChakraDatePicker.Header />
            <ChakraDatePicker.MonthTable />
          </ChakraDatePicker.View>
          <ChakraDatePicker.View view="year">
            <ChakraDatePicker.Header />
            <ChakraDatePicker.YearTable />
          </ChakraDatePicker.View>
        </ChakraDatePicker.Content>
      </ChakraDatePicker.Positioner>
    </Portal>
  );
}

export const DatePickerLabel = ChakraDatePicker.Label;
export const DatePickerPresetTrigger = ChakraDatePicker.PresetTrigger;
