'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/plain/classes';
import { PlainButton, PlainField } from '@/components/plain/controls';
import { PlainCheckbox, PlainInput, PlainSelect } from '@/components/plain/inputs';
import type { Currency } from '@/lib/acquiring/contract';
import type { TransactionFilter } from '@/lib/domain/filter-query';
import { CARD_INPUT_METHODS } from '@/lib/domain/card-input-methods';
import { TRANSACTION_OPERATIONS } from '@/lib/domain/operations';
import { TRANSACTION_STATUS_GROUPS } from '@/lib/domain/transaction-status';
import { applyFormText, formTextOf, type FilterFormErrors, type FilterFormText } from '@/lib/operations/filter-form';
import type { ListState } from '@/lib/operations/list-state';
import type { FilterOptions } from '@/lib/operations/load';
import { enabledCurrencies } from '@/lib/operations/money-view';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { PlainCheckboxGroup } from '@/components/plain/checkbox-group';
import type { ListScreen } from './use-list-screen';
import styles from './list.module.css';

const EXPENSE_OPERATIONS = new Set(['EXPENSE', 'EXPENSE_REFUND']);

/** The message of each filter-form error (lib/operations/filter-form.ts). */
const ERROR_TEXT = { amount: 'filterAmountInvalid', number: 'filterNumberInvalid', date: 'filterDateInvalid', amountRange: 'filterAmountRange' } as const;

/** Every condition of the spec's transaction filter (§3), applied together. */
export function FilterPanel({
  state,
  defaults,
  options,
  currencies,
  settings,
  onApply,
}: {
  state: ListState;
  defaults: TransactionFilter;
  options: FilterOptions;
  currencies: Currency[];
  settings: OperationsSettings;
  onApply: (state: ListState) => void;
}) {
  const t = useTranslations('Operations');
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const [draft, setDraft] = useState<ListState>(state);
  const [text, setText] = useState<FilterFormText>(() => formTextOf(state.filter, timeZone));
  const [errors, setErrors] = useState<FilterFormErrors>({});
  const filter = draft.filter;
  const set = (change: Partial<TransactionFilter>) => setDraft((current) => ({ ...current, filter: { ...current.filter, ...change } }));
  const setText1 = (key: keyof FilterFormText) => (event: { target: { value: string } }) => setText((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const applied = applyFormText(filter, text, timeZone);
    setErrors(applied.errors);
    if (Object.keys(applied.errors).length > 0) return;
    onApply({ ...draft, filter: applied.filter });
  }

  function reset() {
    const cleared: ListState = { filter: { ...defaults, order: filter.order }, cardTypes: [], location: 'any' };
    setDraft(cleared);
    setText(formTextOf(cleared.filter, timeZone));
    setErrors({});
    onApply(cleared);
  }

  const errorText = (key: keyof FilterFormText) => {
    const error = errors[key];
    return error ? t(ERROR_TEXT[error]) : null;
  };

  const textField = (key: keyof FilterFormText, label: string, props: { type?: string; inputMode?: 'numeric' | 'decimal' } = {}): ReactNode => (
    <PlainField label={label} error={errorText(key)}>
      <PlainInput small name={key} value={text[key]} onChange={setText1(key)} {...props} />
    </PlainField>
  );

  const plainField = (name: 'rrn' | 'authorizationCode' | 'workflowDataListFieldTitle', label: string): ReactNode => (
    <PlainField label={label}>
      <PlainInput small name={name} value={filter[name]} maxLength={200} onChange={(event) => set({ [name]: event.target.value })} />
    </PlainField>
  );

  const merchants = [...new Map(options.terminals.map((terminal) => [terminal.merchantId, terminal.merchantName])).entries()].map(([value, label]) => ({ value, label }));
  const instrumentNames = [...new Set(options.instruments.map((instrument) => instrument.name))];

  return (
    <form onSubmit={submit} className={styles.filterPanel} aria-label={t('filters')} data-testid="filter-panel">
      <div className={styles.fieldGrid}>
        {textField('from', t('filterDateFrom'), { type: 'datetime-local' })}
        {textField('to', t('filterDateTo'), { type: 'datetime-local' })}
        {textField('amountFrom', t('filterAmountFrom'), { inputMode: 'decimal' })}
        {textField('amountTo', t('filterAmountTo'), { inputMode: 'decimal' })}
        <PlainField label={t('filterCurrency')}>
          <PlainSelect
            small
            name="currency"
            value={filter.currencyId === null ? '' : String(filter.currencyId)}
            onChange={(event) => set({ currencyId: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{t('filterAnyCurrency')}</option>
            {enabledCurrencies(currencies).map((currency) => (
              <option key={currency.numberCode} value={currency.numberCode}>
                {currency.code} {currency.symbol}
              </option>
            ))}
          </PlainSelect>
        </PlainField>
        {plainField('rrn', t('filterRrn'))}
        {plainField('authorizationCode', t('filterAuthCode'))}
        {textField('operationDay', t('filterOperationDay'), { inputMode: 'numeric' })}
        {textField('transactionNumber', t('filterTransactionNumber'), { inputMode: 'numeric' })}
        {textField('reconciliationId', t('filterReconciliation'), { inputMode: 'numeric' })}
        {settings.showWorkflow && plainField('workflowDataListFieldTitle', t('filterWorkflow'))}
        <div className={styles.checkboxCell}>
          <PlainCheckbox name="archive" label={t('filterArchive')} checked={filter.archive} onChange={(event) => set({ archive: event.target.checked })} />
        </div>
      </div>

      <div className={styles.listGrid}>
        <PlainCheckboxGroup
          legend={t('filterStatuses')}
          testId="filter-statuses"
          options={TRANSACTION_STATUS_GROUPS.map((group) => ({ value: group, label: t(`status.${group}`) }))}
          selected={filter.statuses}
          onChange={(statuses) => set({ statuses })}
        />
        <PlainCheckboxGroup
          legend={t('filterOperations')}
          testId="filter-operations"
          options={TRANSACTION_OPERATIONS.filter((operation) => settings.showExpense || !EXPENSE_OPERATIONS.has(operation)).map((operation) => ({
            value: operation,
            label: t(`operation.${operation}`),
          }))}
          selected={filter.operations}
          onChange={(operations) => set({ operations })}
        />
        <PlainCheckboxGroup
          legend={t('filterCardMethods')}
          testId="filter-card-methods"
          options={CARD_INPUT_METHODS.map((method) => ({ value: method, label: t(`cardMethod.${method}`) }))}
          selected={filter.cardInputCapabilities}
          onChange={(cardInputCapabilities) => set({ cardInputCapabilities })}
        />
        <PlainCheckboxGroup
          legend={t('filterInstruments')}
          testId="filter-instruments"
          options={instrumentNames.map((name) => ({ value: name, label: t.has(`instrument.${name}`) ? t(`instrument.${name}`) : name }))}
          selected={filter.paymentInstrumentNames}
          onChange={(paymentInstrumentNames) => set({ paymentInstrumentNames })}
        />
        <PlainCheckboxGroup
          legend={t('filterTerminals')}
          testId="filter-terminals"
          options={options.terminals.map((terminal) => ({ value: terminal.id, label: terminal.externalId, sublabel: terminal.name ?? terminal.merchantName }))}
          selected={filter.terminalIds}
          onChange={(terminalIds) => set({ terminalIds })}
        />
        <PlainCheckboxGroup legend={t('filterMerchants')} testId="filter-merchants" options={merchants} selected={filter.merchantIds} onChange={(merchantIds) => set({ merchantIds })} />
        <PlainCheckboxGroup
          legend={t('filterOperators')}
          testId="filter-operators"
          options={options.operators.map((operator) => ({ value: operator.id, label: operator.fullName }))}
          selected={filter.userIds}
          onChange={(userIds) => set({ userIds })}
        />
        {options.companies.length > 0 && (
          <PlainCheckboxGroup
            legend={t('filterCompanies')}
            testId="filter-companies"
            options={options.companies.map((company) => ({ value: company.id, label: company.name }))}
            selected={filter.merchantCompanyIds}
            onChange={(merchantCompanyIds) => set({ merchantCompanyIds })}
          />
        )}
        {state.cardTypes.length > 0 && (
          <PlainCheckboxGroup
            legend={t('filterCardTypes')}
            options={state.cardTypes.map((cardType) => ({ value: cardType, label: cardType }))}
            selected={draft.cardTypes}
            onChange={(cardTypes) => setDraft((current) => ({ ...current, cardTypes }))}
          />
        )}
      </div>
      {/* Set by a drill-down (the dashboard's map figure, the map's «Без местоположения»): shown so it can be lifted. */}
      {state.location !== 'any' && (
        <div>
          <PlainCheckbox
            label={t(state.location === 'known' ? 'filterLocated' : 'filterUnlocated')}
            checked={draft.location !== 'any'}
            onChange={(event) => setDraft((current) => ({ ...current, location: event.target.checked ? state.location : 'any' }))}
          />
        </div>
      )}
      <div className={styles.filterActions}>
        <PlainButton variant="outline" small onClick={reset}>
          {t('filtersReset')}
        </PlainButton>
        <PlainButton type="submit" small data-testid="filter-apply">
          {t('filtersApply')}
        </PlainButton>
      </div>
    </form>
  );
}

/** The button that shows or hides the filter panel; the number of active conditions in brackets. */
export function FiltersToggle({ open, controls, active = 0, onToggle }: { open: boolean; controls: string; active?: number; onToggle: () => void }) {
  const t = useTranslations('Operations');
  return (
    <button
      type="button"
      className={buttonClass(open ? 'solid' : 'brand-outline', { small: true })}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      data-testid="filters-toggle"
    >
      {open ? t('filtersHide') : t('filtersShow')}
      {active > 0 ? ` (${active})` : ''}
    </button>
  );
}

/**
 * The filter panel of a list screen under its toggle; applying keeps the order and goes back to the
 * first page. The draft renews when the applied conditions change elsewhere (back button, links).
 */
export function CollapsibleFilterPanel({
  id,
  open,
  screen: { conditionsKey, state, defaults, navigate },
  ...rest
}: Omit<Parameters<typeof FilterPanel>[0], 'onApply' | 'state' | 'defaults'> & { id: string; open: boolean; screen: ListScreen }) {
  return (
    <div id={id} hidden={!open}>
      {open && (
        <FilterPanel
          key={conditionsKey}
          state={state}
          defaults={defaults}
          {...rest}
          onApply={(next) => navigate({ ...next, filter: { ...next.filter, offset: 0, order: state.filter.order } })}
        />
      )}
    </div>
  );
}
