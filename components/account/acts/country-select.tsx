'use client';

import { useMemo, type ReactNode } from 'react';
import { Box, Combobox, Flex, Text, useListCollection } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { countryOptions, flagEmoji, searchCountries, type CountryOption } from '@/lib/account/acts-countries';

interface CountrySelectProps {
  name: string;
  label: ReactNode;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * Spec §2 "country dropdown with flags and search": a combobox (ARIA combobox + listbox; arrows, Enter, Escape,
 * type to filter) over every country named in the interface language. The value is the ISO alpha-2 code.
 */
export function CountrySelect({ name, label, value, invalid, onChange, onBlur }: CountrySelectProps) {
  const t = useTranslations('Acts');
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const { collection, set } = useListCollection<CountryOption>({
    initialItems: options,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
  });
  const selected = value ? options.find((option) => option.value === value) : undefined;

  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      // Only typing filters; choosing an item (its name fills the input) or clearing shows every country again.
      onInputValueChange={(details) => set(details.reason === 'input-change' ? searchCountries(options, details.inputValue) : options)}
      onInteractOutside={onBlur}
      inputBehavior="autohighlight"
      openOnClick
      // the list of ~250 countries exists only while open
      lazyMount
      unmountOnExit
      invalid={invalid}
      name={name}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      data-testid="act-country"
    >
      <Combobox.Label display="flex" alignItems="center" gap="1">
        {label}
      </Combobox.Label>
      <Combobox.Control>
        {selected && (
          <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" pointerEvents="none" aria-hidden="true" fontSize="lg" lineHeight="1">
            {selected.flag}
          </Box>
        )}
        <Combobox.Input placeholder={t('countryPlaceholder')} ps={selected ? '10' : undefined} onBlur={onBlur} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label={t('countryClear')} />
          <Combobox.Trigger aria-label={t('countryOpen')} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {/* Not portalled: inside the dialog's focus trap, as Chakra advises for a combobox in a dialog. */}
      <Combobox.Positioner>
        <Combobox.Content maxH="64" overflowY="auto">
          <Combobox.Empty>{t('countryEmpty')}</Combobox.Empty>
          {collection.items.map((item) => (
            <Combobox.Item item={item} key={item.value}>
              <Flex align="center" gap="2" minW="0">
                <Text as="span" fontSize="lg" lineHeight="1" aria-hidden="true">
                  {flagEmoji(item.value)}
                </Text>
                <Combobox.ItemText truncate>{item.label}</Combobox.ItemText>
              </Flex>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
