'use client';

import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Terminal } from '@/lib/acquiring/contract/organisation';
import type { Role } from '@/lib/acquiring/contract/session';
import { canSeeTerminalActions } from '@/lib/domain/roles';
import { canCloseTerminalDay } from '@/lib/reconciliation/close-day';
import { DELETED_TERMINAL_STATUS, terminalName, visibleTerminals } from '@/lib/organisation/terminals';
import { NameFilter } from './name-filter';
import { ResponsiveList, type ListColumn } from './responsive-list';
import { Section } from './section';

// its confirmation dialog loads with it, only for the merchant role
const CloseDayAction = dynamic(() => import('@/components/reconciliation/close-day-action').then((module) => module.CloseDayAction));

interface TerminalsSectionProps {
  terminals: Terminal[];
  roles: Role[];
  closeDaySetting: string;
  /** a column of the terminal's outlet (a holding's terminals belong to many outlets) */
  outletColumn?: boolean;
}

/** Spec §3 Terminal: name (the outlet's when none), Terminal ID, attached Yes/No, status; actions for the merchant role only. */
export function TerminalsSection({ terminals, roles, closeDaySetting, outletColumn = false }: TerminalsSectionProps) {
  const t = useTranslations('Organisation');
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => visibleTerminals(terminals, filter), [terminals, filter]);
  // Spec §6 "Terminal action column: merchant only"; its one action is closing the day, so without that
  // setting the column would stand empty.
  const closeDay = canSeeTerminalActions(roles) && canCloseTerminalDay(roles, closeDaySetting);

  const columns: ListColumn<Terminal>[] = [
    { key: 'name', header: t('terminalName'), render: (row) => terminalName(row) },
    { key: 'externalId', header: t('terminalId'), render: (row) => row.externalId, nowrap: true },
    ...(outletColumn ? [{ key: 'outlet', header: t('outlet'), render: (row: Terminal) => row.merchantName }] : []),
    { key: 'attached', header: t('attached'), render: (row) => (row.attached ? t('yes') : t('no')) },
    { key: 'status', header: t('status'), render: (row) => t(`terminalStatus${row.status}`) },
  ];
  if (closeDay) {
    columns.push({
      key: 'actions',
      header: t('actions'),
      render: (row) => (row.status !== DELETED_TERMINAL_STATUS ? <CloseDayAction terminalId={row.id} terminalLabel={row.externalId} /> : null),
    });
  }

  return (
    <Section id="terminals-heading" title={t('terminals')}>
      <NameFilter id="terminal-filter" label={t('terminalFilter')} value={filter} onChange={setFilter} />
      <ResponsiveList
        label={t('terminals')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        cardTitle={(row) => `${row.externalId} · ${terminalName(row)}`}
        empty={filter ? t('nothingFound') : t('noTerminals')}
        testId="terminals"
      />
    </Section>
  );
}
