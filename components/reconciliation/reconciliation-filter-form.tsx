'use client';

import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, Flex, Grid, Input, chakra } from '@chakra-ui/react';
import { useTimeZone, useTranslations } from 'next-intl';
import type { ReconciliationHostResponseCode, Terminal } from '@/lib/acquiring/contract';
import type { ReconciliationFilter } from '@/lib/domain/filter-query';
import { RECONCILIATION_INITIATORS, RECONCILIATION_STATUSES } from '@/lib/domain/reconciliation-status';
import { toZonedInputValue } from '@/lib/operations/dates';
import { applyDraft, draftOf, type DraftErrors, type FilterDraft } from '@/lib/reconciliation/draft';
import { hostCodeOptions, merchantOptions, terminalOptions } from '@/lib/reconciliation/present';
import { CheckboxGroup } from './checkbox-group';

export interface ReconciliationFilterFormProps {
  id: string;
  filter: ReconciliationFilter;
  defaults: ReconciliationFilter;
  terminals: Terminal[];
  /** null: the codes list failed, codes are typed instead */
  hostResponseCodes: ReconciliationHostResponseCode[] | null;
  onApply: (filter: ReconciliationFilter) => void;
}

/** Every condition of the reconciliation filter (spec §3); applied together, reset to the defaults. */
export function ReconciliationFilterForm({ id, filter, defaults, terminals, hostResponseCodes, onApply }: ReconciliationFilterFormProps) {
  const t = useTranslations('Reconciliation');
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filter, timeZone));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [terminalSearch, setTerminalSearch] = useState('');
  const freeTextCodes = hostResponseCodes === null;

  const edit = (change: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = applyDraft(filter, draft, timeZone, { freeTextCodes });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.filter);
  }

  function reset() {
    setDraft(draftOf(defaults, timeZone));
    setErrors({});
    setTerminalSearch('');
    onApply({ ...defaults });
  }

  /** The archive is older than 60 days: the default "last 30 days" would leave it empty. */
  function toggleArchive(archive: boolean) {
    edit(
      archive
        ? { archive, from: '', to: '' }
        : { archive, from: toZonedInputValue(defaults.serverDateTime.ge, timeZone), to: toZonedInputValue(defaults.serverDateTime.le, timeZone) },
    );
  }

  return (
    <chakra.form id={id} aria-label={t('filterForm')} onSubmit={submit} noValidate bg="gray.50" borderWidth="1px" borderRadius="lg" p={{ base: '3', sm: '4' }} mb="4">
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3" mb="3">
        <Field.Root invalid={Boolean(errors.operationDay)}>
          <Field.Label>{t('filterOperationDay')}</Field.Label>
          <Input size="sm" bg="white" inputMode="numeric" value={draft.operationDay} onChange={(event) => edit({ operationDay: event.currentTarget.value })} />
          <Field.ErrorText>{t('filterNumberInvalid')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.reconciliationId)}>
          <Field.Label>{t('filterReconciliationId')}</Field.Label>
          <Input size="sm" bg="white" inputMode="numeric" value={draft.reconciliationId} onChange={(event) => edit({ reconciliationId: event.currentTarget.value })} />
          <Field.ErrorText>{t('filterNumberInvalid')}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('filterDateFrom')}</Field.Label>
          <Input size="sm" bg="white" type="datetime-local" value={draft.from} onChange={(event) => edit({ from: event.currentTarget.value })} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.to)}>
          <Field.Label>{t('filterDateTo')}</Field.Label>
          <Input size="sm" bg="white" type="datetime-local" value={draft.to} onChange={(event) => edit({ to: event.currentTarget.value })} />
          <Field.ErrorText>{t('filterDateInvalid')}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('filterInitiatorFullName')}</Field.Label>
          <Input size="sm" bg="white" maxLength={200} value={draft.initiatorFullName} onChange={(event) => edit({ initiatorFullName: event.currentTarget.value })} />
        </Field.Root>
        {freeTextCodes && (
          <Field.Root>
            <Field.Label>{t('filterHostCodesText')}</Field.Label>
            <Input size="sm" bg="white" value={draft.hostResponseCodesText} onChange={(event) => edit({ hostResponseCodesText: event.currentTarget.value })} />
          </Field.Root>
        )}
        <Flex align="flex-end" pb="1" gridColumn={{ lg: freeTextCodes ? 'span 2' : 'span 3' }}>
          <Checkbox.Root size="sm" colorPalette="brand" checked={draft.archive} onCheckedChange={(event) => toggleArchive(event.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('filterArchive')}</Checkbox.Label>
          </Checkbox.Root>
        </Flex>
      </Grid>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }} gap="3">
        <CheckboxGroup
          legend={t('filterTerminals')}
          options={terminalOptions(terminals, terminalSearch, draft.terminalIds)}
          selected={draft.terminalIds}
          onChange={(terminalIds) => edit({ terminalIds })}
        >
          <Input
            size="xs"
            mb="2"
            bg="white"
            type="search"
            aria-label={t('filterTerminalSearch')}
            placeholder={t('filterTerminalSearch')}
            value={terminalSearch}
            onChange={(event) => setTerminalSearch(event.currentTarget.value)}
          />
        </CheckboxGroup>
        <CheckboxGroup legend={t('filterMerchants')} options={merchantOptions(terminals)} selected={draft.merchantIds} onChange={(merchantIds) => edit({ merchantIds })} />
        <CheckboxGroup
          legend={t('filterStatuses')}
          options={RECONCILIATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          selected={draft.statuses}
          onChange={(statuses) => edit({ statuses })}
        />
        {!freeTextCodes && (
          <CheckboxGroup
            legend={t('filterHostCodes')}
            options={hostCodeOptions(hostResponseCodes, draft.hostResponseCodes)}
            selected={draft.hostResponseCodes}
            onChange={(codes) => edit({ hostResponseCodes: codes })}
          />
        )}
        <CheckboxGroup
          legend={t('filterInitiators')}
          options={RECONCILIATION_INITIATORS.map((initiator) => ({ value: initiator, label: t(`initiator.${initiator}`) }))}
          selected={draft.initiators}
          onChange={(initiators) => edit({ initiators })}
        />
      </Grid>
      <Flex gap="2" mt="4" justify="flex-end" wrap="wrap">
        <Button type="button" size="sm" variant="outline" bg="white" onClick={reset}>
          {t('reset')}
        </Button>
        <Button type="submit" size="sm" colorPalette="brand">
          {t('apply')}
        </Button>
      </Flex>
    </chakra.form>
  );
}
