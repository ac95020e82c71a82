'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Card, Flex, Grid, HStack, Input } from '@chakra-ui/react';
import { useTimeZone, useTranslations } from 'next-intl';
import { FilterCheckboxGroup } from '@/components/reconciliation/filter-checkbox-group';
import { Checkbox } from '@/components/ui/checkbox';
import { PeriodField } from '@/components/ui/period-field';
import { escapeCloses } from '@/components/ui/escape-closes';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionFilter } from '@/lib/domain/transaction-filter';
import { CARD_INPUT_METHODS } from '@/lib/domain/card-input-methods';
import { offeredInstrumentNames } from '@/lib/domain/payment-methods';
import { TRANSACTION_OPERATIONS } from '@/lib/domain/operations';
import { TRANSACTION_STATUS_GROUPS } from '@/lib/domain/transaction-status';
import { textOr } from '@/lib/i18n/text-keys';
import { applyFormText, formTextOf, type FilterFormErrors, type FilterFormText } from '@/lib/operations/filter-form';
import type { ListState } from '@/lib/operations/list-state';
import type { FilterOptions } from '@/lib/operations/load';
import { currencyChoices } from '@/lib/operations/money-view';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { joinDateTime, periodPartsOf, type PeriodBound, type PeriodParts } from '@/lib/operations/period-parts';

const EXPENSE_OPERATIONS = new Set(['EXPENSE', 'EXPENSE_REFUND']);

/** The message of each filter-form error (lib/operations/filter-form.ts). */
const ERROR_TEXT = { amount: 'filterAmountInvalid', number: 'filterNumberInvalid', date: 'filterDateInvalid', amountRange: 'filterAmountRange' } as const;

const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const sameErrors = (a: FilterFormErrors, b: FilterFormErrors) => {
  const keys = Object.keys(a) as (keyof FilterFormErrors)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Every condition of the spec's transaction filter (§3), applied together. */
export function FilterPanel({
  state,
  defaults,
  options,
  currencies,
  settings,
  onApply,
  onClose,
}: {
  state: ListState;
  defaults: TransactionFilter;
  options: FilterOptions;
  currencies: Currency[];
  settings: OperationsSettings;
  onApply: (state: ListState) => void;
  /** Escape in the panel: hides it (issue 34 §3). */
  onClose: () => void;
}) {
  const t = useTranslations('Operations');
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const [draft, setDraft] = useState<ListState>(state);
  const [text, setText] = useState<FilterFormText>(() => formTextOf(state.filter, timeZone));
  const [errors, setErrors] = useState<FilterFormErrors>({});
  // The period as the date pickers and time fields show it; joined into the form's text on «Применить».
  const [period, setPeriod] = useState<PeriodParts>(() => periodPartsOf(state.filter.serverDateTime, timeZone));
  const [badTimes, setBadTimes] = useState<PeriodBound[]>([]);
  // The date pickers keep what was typed into them: a reset renews them.
  const [periodSet, setPeriodSet] = useState(0);
  const formId = useId();
  const filter = draft.filter;
  const set = (change: Partial<TransactionFilter>) => setDraft((current) => ({ ...current, filter: { ...current.filter, ...change } }));
  const setText1 = (key: keyof FilterFormText) => (event: { target: { value: string } }) => setText((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const from = joinDateTime(period.from, false);
    const to = joinDateTime(period.to, true);
    // unchanged messages keep their state: a new empty array or object re-rendered the whole form inside the
    // click of «Применить» (its Chakra fields, date pickers and selects: about 300 ms of a phone's INP at 4× CPU)
    const bad = (['from', 'to'] as const).filter((bound) => (bound === 'from' ? from : to) === undefined);
    setBadTimes((current) => (sameItems(current, bad) ? current : bad));
    if (from === undefined || to === undefined) return;
    const applied = applyFormText(filter, { ...text, from, to }, timeZone);
    setErrors((current) => (sameErrors(current, applied.errors) ? current : applied.errors));
    if (Object.keys(applied.errors).length > 0) return;
    onApply({ ...draft, filter: applied.filter });
  }

  function reset() {
    const cleared: ListState = { filter: { ...defaults, order: filter.order }, cardTypes: [], location: 'any' };
    setDraft(cleared);
    setText(formTextOf(cleared.filter, timeZone));
    setPeriod(periodPartsOf(cleared.filter.serverDateTime, timeZone));
    setPeriodSet((count) => count + 1);
    setBadTimes([]);
    setErrors({});
    onApply(cleared);
  }

  const errorText = (key: keyof FilterFormText) => {
    const error = errors[key];
    return error ? t(ERROR_TEXT[error]) : undefined;
  };

  const textField = (key: Exclude<keyof FilterFormText, PeriodBound>, label: string, inputMode: 'numeric' | 'decimal'): ReactNode => (
    <Field label={label} invalid={Boolean(errors[key])} errorText={errorText(key)}>
      <Input size="sm" bg="bg.panel" name={key} inputMode={inputMode} value={text[key]} onChange={setText1(key)} />
    </Field>
  );

  const plainField = (name: 'rrn' | 'authorizationCode' | 'workflowDataListFieldTitle', label: string): ReactNode => (
    <Field label={label}>
      <Input size="sm" bg="bg.panel" name={name} value={filter[name]} maxLength={200} onChange={(event) => set({ [name]: event.currentTarget.value })} />
    </Field>
  );

  const merchants = [...new Map(options.terminals.map((terminal) => [terminal.merchantId, terminal.merchantName])).entries()].map(([value, label]) => ({ value, label }));
  const instrumentNames = offeredInstrumentNames(options.instruments.map((instrument) => instrument.name));
  const group = <T extends string | number>(testId: string | undefined, props: Parameters<typeof FilterCheckboxGroup<T>>[0]): ReactNode => (
    <Box data-testid={testId} minW="0">
      <FilterCheckboxGroup {...props} />
    </Box>
  );

  return (
    <Card.Root asChild variant="subtle">
      <form onSubmit={submit} onKeyDown={escapeCloses(onClose)} aria-label={t('filters')} data-testid="filter-panel" noValidate>
        <Card.Body p={{ base: '3', sm: '4' }} gap="4">
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
            <Box gridColumn={{ sm: 'span 2' }}>
              <PeriodField
                key={periodSet}
                id={`${formId}-period`}
                period={period}
                onChange={setPeriod}
                labels={{ dateFrom: t('filterDateFrom'), dateTo: t('filterDateTo'), timeFrom: t('filterTimeFrom'), timeTo: t('filterTimeTo') }}
                errors={{
                  from: badTimes.includes('from') ? t('filterTimeInvalid') : undefined,
                  to: badTimes.includes('to') ? t('filterTimeInvalid') : errorText('to'),
                }}
              />
            </Box>
            {textField('amountFrom', t('filterAmountFrom'), 'decimal')}
            {textField('amountTo', t('filterAmountTo'), 'decimal')}
            <Field label={t('filterCurrency')}>
              <NativeSelectRoot size="sm">
                <NativeSelectField
                  bg="bg.panel"
                  name="currency"
                  value={filter.currencyId === null ? '' : String(filter.currencyId)}
                  onChange={(event) => set({ currencyId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
                  items={[
                    { value: '', label: t('filterAnyCurrency') },
                    ...currencyChoices(currencies, filter.currencyId),
                  ]}
                />
              </NativeSelectRoot>
            </Field>
            {plainField('rrn', t('filterRrn'))}
            {plainField('authorizationCode', t('filterAuthCode'))}
            {textField('operationDay', t('filterOperationDay'), 'numeric')}
            {textField('transactionNumber', t('filterTransactionNumber'), 'numeric')}
            {textField('reconciliationId', t('filterReconciliation'), 'numeric')}
            {settings.showWorkflow && plainField('workflowDataListFieldTitle', t('filterWorkflow'))}
            <Flex align="flex-end" pb="1">
              <Checkbox size="sm" inputProps={{ name: 'archive' }} checked={filter.archive} onCheckedChange={(event) => set({ archive: event.checked === true })}>
                {t('filterArchive')}
              </Checkbox>
            </Flex>
          </Grid>

          <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
            {group('filter-statuses', {
              legend: t('filterStatuses'),
              options: TRANSACTION_STATUS_GROUPS.map((status) => ({ value: status, label: t(`status.${status}`) })),
              selected: filter.statuses,
              onChange: (statuses) => set({ statuses }),
            })}
            {group('filter-operations', {
              legend: t('filterOperations'),
              options: TRANSACTION_OPERATIONS.filter((operation) => settings.showExpense || !EXPENSE_OPERATIONS.has(operation)).map((operation) => ({
                value: operation,
                label: t(`operation.${operation}`),
              })),
              selected: filter.operations,
              onChange: (operations) => set({ operations }),
            })}
            {group('filter-card-methods', {
              legend: t('filterCardMethods'),
              options: CARD_INPUT_METHODS.map((method) => ({ value: method, label: t(`cardMethod.${method}`) })),
              selected: filter.cardInputCapabilities,
              onChange: (cardInputCapabilities) => set({ cardInputCapabilities }),
            })}
            {group('filter-instruments', {
              legend: t('filterInstruments'),
              options: instrumentNames.map((name) => ({ value: name, label: textOr(t, `instrument.${name}`, name) })),
              selected: filter.paymentInstrumentNames,
              onChange: (paymentInstrumentNames) => set({ paymentInstrumentNames }),
            })}
            {group('filter-terminals', {
              legend: t('filterTerminals'),
              options: options.terminals.map((terminal) => ({ value: terminal.id, label: terminal.externalId, sublabel: terminal.name ?? terminal.merchantName })),
              selected: filter.terminalIds,
              onChange: (terminalIds) => set({ terminalIds }),
            })}
            {group('filter-merchants', { legend: t('filterMerchants'), options: merchants, selected: filter.merchantIds, onChange: (merchantIds) => set({ merchantIds }) })}
            {group('filter-operators', {
              legend: t('filterOperators'),
              options: options.operators.map((operator) => ({ value: operator.id, label: operator.fullName })),
              selected: filter.userIds,
              onChange: (userIds) => set({ userIds }),
            })}
            {options.companies.length > 0 &&
              group('filter-companies', {
                legend: t('filterCompanies'),
                options: options.companies.map((company) => ({ value: company.id, label: company.name })),
                selected: filter.merchantCompanyIds,
                onChange: (merchantCompanyIds) => set({ merchantCompanyIds }),
              })}
            {state.cardTypes.length > 0 &&
              group(undefined, {
                legend: t('filterCardTypes'),
                options: state.cardTypes.map((cardType) => ({ value: cardType, label: cardType })),
                selected: draft.cardTypes,
                onChange: (cardTypes) => setDraft((current) => ({ ...current, cardTypes })),
              })}
          </Grid>
          {/* Set by a drill-down (the dashboard's map figure, the map's «Без местоположения»): shown so it can be lifted. */}
          {state.location !== 'any' && (
            <Checkbox
              size="sm"
              checked={draft.location !== 'any'}
              onCheckedChange={(event) => setDraft((current) => ({ ...current, location: event.checked === true ? state.location : 'any' }))}
            >
              {t(state.location === 'known' ? 'filterLocated' : 'filterUnlocated')}
            </Checkbox>
          )}
          <HStack justify="flex-end" wrap="wrap" gap="2">
            <Button variant="outline" size="sm" bg="bg.panel" onClick={reset}>
              {t('filtersReset')}
            </Button>
            <Button type="submit" size="sm" data-testid="filter-apply">
              {t('filtersApply')}
            </Button>
          </HStack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
