'use client';

import { useState, type FormEvent } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { Box, Button, Card, Flex, Grid, HStack, Input } from '@chakra-ui/react';
import type { Terminal } from '@/lib/acquiring/contract/organisation';
import type { ReconciliationHostResponseCode } from '@/lib/acquiring/contract/reconciliations';
import type { ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import { RECONCILIATION_INITIATORS, RECONCILIATION_STATUSES } from '@/lib/domain/reconciliation-status';
import { applyDraft, draftOf, type DraftErrors, type FilterDraft } from '@/lib/reconciliation/draft';
import { joinDateTime, periodPartsOf, type PeriodBound, type PeriodParts } from '@/lib/operations/period-parts';
import { hostCodeOptions, merchantOptions, terminalOptions } from '@/lib/reconciliation/present';
import { Checkbox } from '@/components/ui/checkbox';
import { PeriodField } from '@/components/ui/period-field';
import { escapeCloses } from '@/components/ui/escape-closes';
import { Field } from '@/components/ui/field';
import { FilterCheckboxGroup } from './filter-checkbox-group';

export interface ReconciliationFilterFormProps {
  id: string;
  filter: ReconciliationFilter;
  defaults: ReconciliationFilter;
  terminals: Terminal[];
  /** null: the codes list failed, codes are typed instead */
  hostResponseCodes: ReconciliationHostResponseCode[] | null;
  onApply: (filter: ReconciliationFilter) => void;
  /** Escape in the form: hides it (issue 34 §3). */
  onClose: () => void;
}

/** Every condition of the reconciliation filter (spec §3); applied together, reset to the defaults. */
export function ReconciliationFilterForm({ id, filter, defaults, terminals, hostResponseCodes, onApply, onClose }: ReconciliationFilterFormProps) {
  const t = useTranslations('Reconciliation');
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filter, timeZone));
  const [period, setPeriod] = useState<PeriodParts>(() => periodPartsOf(filter.serverDateTime, timeZone));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [badTimes, setBadTimes] = useState<PeriodBound[]>([]);
  const [terminalSearch, setTerminalSearch] = useState('');
  // The date pickers keep the text typed into them: a period set by the form itself (reset, archive) renews them.
  const [periodSet, setPeriodSet] = useState(0);
  const freeTextCodes = hostResponseCodes === null;

  const edit = (change: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const from = joinDateTime(period.from, false);
    const to = joinDateTime(period.to, true);
    const wrongTimes = (['from', 'to'] as const).filter((bound) => (bound === 'from' ? from : to) === undefined);
    setBadTimes(wrongTimes);
    if (from === undefined || to === undefined) return;
    const result = applyDraft(filter, { ...draft, from, to }, timeZone, { freeTextCodes });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.filter);
  }

  function reset() {
    const next = draftOf(defaults, timeZone);
    setDraft(next);
    setPeriod(periodPartsOf(defaults.serverDateTime, timeZone));
    setPeriodSet((count) => count + 1);
    setErrors({});
    setBadTimes([]);
    setTerminalSearch('');
    onApply({ ...defaults });
  }

  /** The archive is older than 60 days: the default "last 30 days" would leave it empty. */
  function toggleArchive(archive: boolean) {
    edit({ archive });
    setPeriod(periodPartsOf(archive ? { ge: null, le: null } : defaults.serverDateTime, timeZone));
    setPeriodSet((count) => count + 1);
  }

  const timeError = (bound: PeriodBound) => (badTimes.includes(bound) ? t('filterTimeInvalid') : undefined);

  return (
    <Card.Root asChild variant="subtle" mb="4">
      <form id={id} aria-label={t('filterForm')} onSubmit={submit} onKeyDown={escapeCloses(onClose)} noValidate>
        <Card.Body p={{ base: '3', sm: '4' }} gap="4">
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
            <Field label={t('filterOperationDay')} ids={{ control: `${id}-day`, errorText: `${id}-day-error` }} invalid={Boolean(errors.operationDay)} errorText={errors.operationDay ? t('filterNumberInvalid') : undefined}>
              <Input size="sm" bg="bg.panel" inputMode="numeric" aria-describedby={errors.operationDay ? `${id}-day-error` : undefined} value={draft.operationDay} onChange={(event) => edit({ operationDay: event.currentTarget.value })} />
            </Field>
            <Field label={t('filterReconciliationId')} ids={{ control: `${id}-rid`, errorText: `${id}-rid-error` }} invalid={Boolean(errors.reconciliationId)} errorText={errors.reconciliationId ? t('filterNumberInvalid') : undefined}>
              <Input size="sm" bg="bg.panel" inputMode="numeric" aria-describedby={errors.reconciliationId ? `${id}-rid-error` : undefined} value={draft.reconciliationId} onChange={(event) => edit({ reconciliationId: event.currentTarget.value })} />
            </Field>
            <Box gridColumn={{ sm: 'span 2' }}>
              <PeriodField
                key={periodSet}
                id={`${id}-period`}
                period={period}
                onChange={setPeriod}
                labels={{ dateFrom: t('filterDateFrom'), dateTo: t('filterDateTo'), timeFrom: t('filterTimeFrom'), timeTo: t('filterTimeTo') }}
                errors={{ from: timeError('from'), to: timeError('to') ?? (errors.to ? t('filterDateInvalid') : undefined) }}
              />
            </Box>
            <Field label={t('filterInitiatorFullName')}>
              <Input size="sm" bg="bg.panel" maxLength={200} value={draft.initiatorFullName} onChange={(event) => edit({ initiatorFullName: event.currentTarget.value })} />
            </Field>
            {freeTextCodes && (
              <Field label={t('filterHostCodesText')}>
                <Input size="sm" bg="bg.panel" value={draft.hostResponseCodesText} onChange={(event) => edit({ hostResponseCodesText: event.currentTarget.value })} />
              </Field>
            )}
            <Flex align="flex-end" pb="1" gridColumn={{ md: freeTextCodes ? 'span 2' : 'span 3' }}>
              <Checkbox size="sm" checked={draft.archive} onCheckedChange={(event) => toggleArchive(event.checked === true)}>
                {t('filterArchive')}
              </Checkbox>
            </Flex>
          </Grid>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }} gap="3">
            <FilterCheckboxGroup legend={t('filterTerminals')} options={terminalOptions(terminals, terminalSearch, draft.terminalIds)} selected={draft.terminalIds} onChange={(terminalIds) => edit({ terminalIds })}>
              <Input
                type="search"
                size="xs"
                bg="bg.panel"
                mb="2"
                aria-label={t('filterTerminalSearch')}
                placeholder={t('filterTerminalSearch')}
                value={terminalSearch}
                onChange={(event) => setTerminalSearch(event.currentTarget.value)}
              />
            </FilterCheckboxGroup>
            <FilterCheckboxGroup legend={t('filterMerchants')} options={merchantOptions(terminals)} selected={draft.merchantIds} onChange={(merchantIds) => edit({ merchantIds })} />
            <FilterCheckboxGroup
              legend={t('filterStatuses')}
              options={RECONCILIATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              selected={draft.statuses}
              onChange={(statuses) => edit({ statuses })}
            />
            {!freeTextCodes && (
              <FilterCheckboxGroup legend={t('filterHostCodes')} options={hostCodeOptions(hostResponseCodes, draft.hostResponseCodes)} selected={draft.hostResponseCodes} onChange={(codes) => edit({ hostResponseCodes: codes })} />
            )}
            <FilterCheckboxGroup
              legend={t('filterInitiators')}
              options={RECONCILIATION_INITIATORS.map((initiator) => ({ value: initiator, label: t(`initiator.${initiator}`) }))}
              selected={draft.initiators}
              onChange={(initiators) => edit({ initiators })}
            />
          </Grid>
          <HStack justify="flex-end" wrap="wrap" gap="2">
            <Button variant="outline" size="sm" bg="bg.panel" onClick={reset}>
              {t('reset')}
            </Button>
            <Button type="submit" size="sm">
              {t('apply')}
            </Button>
          </HStack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
