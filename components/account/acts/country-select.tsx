'use client';

import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/plain/dialog';
import plain from '@/components/plain/plain.module.css';
import { countryOptions, searchCountries, type CountryOption } from '@/lib/account/acts-countries';
import styles from './acts.module.css';

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

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

const fold = (text: string) => text.trim().toLocaleLowerCase().replace(/ё/g, 'е');

/**
 * Spec §2 "country dropdown with flags and search": an editable combobox (WAI-ARIA combobox with a listbox popup and
 * `aria-activedescendant`) over every country named in the interface language; the value is the ISO alpha-2 code.
 * Typing filters and highlights the best match; ↓/↑ open the list and move, Enter chooses, Esc closes the list
 * (not the dialog); leaving the field puts back the chosen country's name. The list exists only while open.
 */
export function CountrySelect({ name, label, value, invalid, describedBy, onChange, onBlur }: CountrySelectProps) {
  const t = useTranslations('Acts');
  const locale = useLocale();
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const optionId = (code: string) => `${id}-option-${code}`;
  const options = useMemo(() => countryOptions(locale), [locale]);
  const selected = value ? options.find((option) => option.value === value) : undefined;
  /** What the user is typing; null when the input shows the chosen country. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const items = useMemo(() => (draft === null ? options : searchCountries(options, draft)), [options, draft]);

  useEffect(() => {
    if (!open || !highlighted) return;
    document.getElementById(optionId(highlighted))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on id only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, highlighted]);

  function show(highlight: string | null) {
    setHighlighted(highlight);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setHighlighted(null);
  }

  function choose(option: CountryOption) {
    onChange(option.value);
    setDraft(null);
    close();
  }

  function clear() {
    onChange('');
    setDraft(null);
    document.getElementById(inputId)?.focus();
  }

  function type(text: string) {
    setDraft(text);
    if (text === '' && value) onChange('');
    const matches = searchCountries(options, text);
    show(text.trim() === '' ? null : (matches[0]?.value ?? null));
  }

  function move(step: 1 | -1) {
    if (items.length === 0) return;
    const index = highlighted ? items.findIndex((item) => item.value === highlighted) : -1;
    const next = index < 0 ? (step === 1 ? 0 : items.length - 1) : (index + step + items.length) % items.length;
    setHighlighted(items[next]?.value ?? null);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) show(selected?.value ?? (step === 1 ? items[0]?.value : items[items.length - 1]?.value) ?? null);
        else move(step);
        break;
      }
      case 'Enter': {
        if (!open) return;
        // Choosing a country must not submit the form.
        event.preventDefault();
        const option = items.find((item) => item.value === highlighted);
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (!open) return;
        // Close the list only: the dialog around stays open.
        event.preventDefault();
        event.stopPropagation();
        setDraft(null);
        close();
        break;
      default:
    }
  }

  function leave() {
    // A name typed out in full counts as chosen; anything else gives way to the chosen country.
    if (draft !== null && draft.trim() !== '') {
      const exact = options.find((option) => fold(option.label) === fold(draft));
      if (exact) onChange(exact.value);
    }
    setDraft(null);
    close();
    onBlur();
  }

  const flagShown = selected !== undefined && draft === null;

  return (
    <div className={styles.combobox} data-testid="act-country">
      <label className={plain.label} id={labelId} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        {flagShown && <span className={`${styles.flag} ${styles.selectedFlag}`} aria-hidden="true">{selected.flag}</span>}
        <input
          id={inputId}
          className={`${plain.input} ${styles.comboInput}`}
          data-flag={flagShown || undefined}
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && highlighted ? optionId(highlighted) : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder={t('countryPlaceholder')}
          value={draft ?? selected?.label ?? ''}
          onChange={(event) => type(event.target.value)}
          onClick={() => !open && show(selected?.value ?? null)}
          onKeyDown={keyDown}
          onBlur={leave}
        />
        {/* Pointer helpers: the keyboard opens the list with ↓ and clears by deleting the text. */}
        <div className={styles.indicators} onMouseDown={(event) => event.preventDefault()}>
          {value && (
            <button type="button" className={styles.indicator} tabIndex={-1} aria-label={t('countryClear')} onClick={clear}>
              <CloseIcon />
            </button>
          )}
          <button
            type="button"
            className={styles.indicator}
            tabIndex={-1}
            aria-label={t('countryOpen')}
            aria-expanded={open}
            aria-controls={listboxId}
            data-open={open || undefined}
            onClick={() => {
              document.getElementById(inputId)?.focus();
              if (open) close();
              else show(selected?.value ?? null);
            }}
          >
            <ChevronIcon />
          </button>
        </div>
      </div>
      {open && (
        // Pressing inside the list keeps the focus in the input (no blur before the click chooses).
        <div className={styles.popup} onMouseDown={(event) => event.preventDefault()}>
          <ul className={styles.listbox} role="listbox" id={listboxId} aria-labelledby={labelId}>
            {items.map((item) => (
              <li
                key={item.value}
                id={optionId(item.value)}
                className={styles.option}
                role="option"
                aria-selected={item.value === value}
                data-highlighted={item.value === highlighted || undefined}
                onClick={() => choose(item)}
                onMouseMove={() => item.value !== highlighted && setHighlighted(item.value)}
              >
                <span className={styles.flag} aria-hidden="true">
                  {item.flag}
                </span>
                <span className={styles.optionText}>{item.label}</span>
                {item.value === value && <CheckIcon />}
              </li>
            ))}
          </ul>
          {items.length === 0 && (
            <p className={styles.empty} role="status">
              {t('countryEmpty')}
            </p>
          )}
        </div>
      )}
      <input type="hidden" name={name} value={value} />
    </div>
  );
}
