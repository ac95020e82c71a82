'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Combobox, Span, createListCollection, useCombobox } from '@chakra-ui/react';
import { ComboboxRootProvider } from '@/components/ui/combobox';
import { countryOptions, searchCountries } from '@/lib/account/acts-countries';

interface CountrySelectProps {
  name: string;
  label: ReactNode;
  value: string;
  invalid: boolean;
  /** The id of the error text under the field, when shown. */
  describedBy?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const fold = (text: string) => text.trim().toLocaleLowerCase().replace(/ё/g, 'е');

/**
 * Spec §2 "country dropdown with flags and search": Chakra's combobox over every country named in the interface
 * language; the value is the ISO alpha-2 code. Typing filters (best match first, highlighted); ↓/↑ open the list and
 * move, Enter chooses, Esc closes the list (not the dialog); leaving the field puts back the chosen country's name,
 * or takes a name typed out in full. The list exists only while open.
 */
export function CountrySelect({ name, label, value, invalid, describedBy, onChange, onBlur }: CountrySelectProps) {
  const t = useTranslations('Acts');
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const selected = value ? options.find((option) => option.value === value) : undefined;
  /** What the user is typing; null while the input shows the chosen country. */
  const [query, setQuery] = useState<string | null>(null);
  const collection = useMemo(
    () => createListCollection({ items: query === null ? options : searchCountries(options, query), itemToString: (item) => item.label, itemToValue: (item) => item.value }),
    [options, query],
  );
  const flagShown = selected !== undefined && query === null;

  const combobox = useCombobox({
    collection,
    value: value ? [value] : [],
    defaultInputValue: selected?.label ?? '',
    onValueChange: (change) => {
      onChange(change.value[0] ?? '');
      setQuery(null);
    },
    onInputValueChange: (change) => {
      if (change.reason !== 'input-change') return;
      setQuery(change.inputValue);
      if (change.inputValue === '' && value) onChange('');
    },
    onOpenChange: (change) => {
      if (!change.open) setQuery(null);
    },
    inputBehavior: 'autohighlight',
    openOnClick: true,
    invalid,
    required: true,
  });

  // Not typing (chosen, closed with Esc, left): the input shows the chosen country's name.
  const { setInputValue } = combobox;
  const shownLabel = selected?.label ?? '';
  useEffect(() => {
    if (query === null) setInputValue(shownLabel);
  }, [query, shownLabel, setInputValue]);

  function leave(text: string) {
    // A name typed out in full counts as chosen; anything else gives way to the chosen country.
    const exact = query ? options.find((option) => fold(option.label) === fold(text)) : undefined;
    if (exact && exact.value !== value) onChange(exact.value);
    setQuery(null);
    onBlur();
  }

  return (
    <ComboboxRootProvider value={combobox} lazyMount unmountOnExit data-testid="act-country">
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        {flagShown && (
          <Span position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" pointerEvents="none" aria-hidden="true">
            {selected.flag}
          </Span>
        )}
        <Combobox.Input
          placeholder={t('countryPlaceholder')}
          ps={flagShown ? '9' : undefined}
          aria-describedby={describedBy}
          spellCheck={false}
          onBlur={(event) => leave(event.currentTarget.value)}
        />
        <Combobox.IndicatorGroup>
          {value && <Combobox.ClearTrigger aria-label={t('countryClear')} />}
          <Combobox.Trigger aria-label={t('countryOpen')} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content>
          <Combobox.Empty>{t('countryEmpty')}</Combobox.Empty>
          {collection.items.map((item) => (
            <Combobox.Item key={item.value} item={item} justifyContent="flex-start" gap="2">
              <Span aria-hidden="true">{item.flag}</Span>
              <Combobox.ItemText flex="1">{item.label}</Combobox.ItemText>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
      <input type="hidden" name={name} value={value} />
    </ComboboxRootProvider>
  );
}
