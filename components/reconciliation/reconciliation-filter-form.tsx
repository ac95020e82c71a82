'use client';

import { useState, type FormEvent } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import type { ReconciliationHostResponseCode, Terminal } from '@/lib/acquiring/contract';
import type { ReconciliationFilter } from '@/lib/domain/filter-query';
import { RECONCILIATION_INITIATORS, RECONCILIATION_STATUSES } from '@/lib/domain/reconciliation-status';
import { toZonedInputValue } from '@/lib/operations/dates';
import { applyDraft, draftOf, type DraftErrors, type FilterDraft } from '@/lib/reconciliation/draft';
import { hostCodeOptions, merchantOptions, terminalOptions } from '@/lib/reconciliation/present';
import { PlainButton, PlainField } from '@/components/plain/controls';
import { PlainCheckbox, PlainInput } from '@/components/plain/inputs';
import { PlainCheckboxGroup } from '@/components/plain/checkbox-group';
import styles from './reconciliation.module.css';

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
    <form id={id} aria-label={t('filterForm')} onSubmit={submit} noValidate className={styles.filterForm}>
      <div className={styles.fieldsGrid}>
        <PlainField label={t('filterOperationDay')} error={errors.operationDay ? t('filterNumberInvalid') : null}>
          <PlainInput small inputMode="numeric" value={draft.operationDay} onChange={(event) => edit({ operationDay: event.currentTarget.value })} />
        </PlainField>
        <PlainField label={t('filterReconciliationId')} error={errors.reconciliationId ? t('filterNumberInvalid') : null}>
          <PlainInput small inputMode="numeric" value={draft.reconciliationId} onChange={(event) => edit({ reconciliationId: event.currentTarget.value })} />
        </PlainField>
        <PlainField label={t('filterDateFrom')}>
          <PlainInput small type="datetime-local" value={draft.from} onChange={(event) => edit({ from: event.currentTarget.value })} />
        </PlainField>
        <PlainField label={t('filterDateTo')} error={errors.to ? t('filterDateInvalid') : null}>
          <PlainInput small type="datetime-local" value={draft.to} onChange={(event) => edit({ to: event.currentTarget.value })} />
        </PlainField>
        <PlainField label={t('filterInitiatorFullName')}>
          <PlainInput small maxLength={200} value={draft.initiatorFullName} onChange={(event) => edit({ initiatorFullName: event.currentTarget.value })} />
        </PlainField>
        {freeTextCodes && (
          <PlainField label={t('filterHostCodesText')}>
            <PlainInput small value={draft.hostResponseCodesText} onChange={(event) => edit({ hostResponseCodesText: event.currentTarget.value })} />
          </PlainField>
        )}
        <div className={styles.archiveCell} data-span={freeTextCodes ? 2 : 3}>
          <PlainCheckbox label={t('filterArchive')} checked={draft.archive} onChange={(event) => toggleArchive(event.currentTarget.checked)} />
        </div>
      </div>
      <div className={styles.groupsGrid}>
        <PlainCheckboxGroup
          showEmpty
          legend={t('filterTerminals')}
          options={terminalOptions(terminals, terminalSearch, draft.terminalIds)}
          selected={draft.terminalIds}
          onChange={(terminalIds) => edit({ terminalIds })}
        >
          <PlainInput
            className={styles.groupSearch}
            type="search"
            aria-label={t('filterTerminalSearch')}
            placeholder={t('filterTerminalSearch')}
            value={terminalSearch}
            onChange={(event) => setTerminalSearch(event.currentTarget.value)}
          />
        </PlainCheckboxGroup>
        <PlainCheckboxGroup showEmpty legend={t('filterMerchants')} options={merchantOptions(terminals)} selected={draft.merchantIds} onChange={(merchantIds) => edit({ merchantIds })} />
        <PlainCheckboxGroup
          showEmpty
          legend={t('filterStatuses')}
          options={RECONCILIATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          selected={draft.statuses}
          onChange={(statuses) => edit({ statuses })}
        />
        {!freeTextCodes && (
          <PlainCheckboxGroup
            showEmpty
            legend={t('filterHostCodes')}
            options={hostCodeOptions(hostResponseCodes, draft.hostResponseCodes)}
            selected={draft.hostResponseCodes}
            onChange={(codes) => edit({ hostResponseCodes: codes })}
          />
        )}
        <PlainCheckboxGroup
          showEmpty
          legend={t('filterInitiators')}
          options={RECONCILIATION_INITIATORS.map((initiator) => ({ value: initiator, label: t(`initiator.${initiator}`) }))}
          selected={draft.initiators}
          onChange={(initiators) => edit({ initiators })}
        />
      </div>
      <div className={styles.formActions}>
        <PlainButton variant="outline" small className={styles.onWhite} onClick={reset}>
          {t('reset')}
        </PlainButton>
        <PlainButton type="submit" small>
          {t('apply')}
        </PlainButton>
      </div>
    </form>
  );
}
