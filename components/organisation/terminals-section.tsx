import { getTranslations } from 'next-intl/server';
import type { Terminal } from '@/lib/acquiring/contract/organisation';
import type { Role } from '@/lib/acquiring/contract/session';
import { canSeeTerminalActions } from '@/lib/domain/roles';
import { canCloseTerminalDay } from '@/lib/reconciliation/close-day';
import { DELETED_TERMINAL_STATUS, terminalFilterKey, terminalName } from '@/lib/organisation/terminals';
import { CloseDayAction } from '@/components/reconciliation/close-day-action';
import { ServerList, type ListColumn } from './server-list';
import { Section } from './section';

interface TerminalsSectionProps {
  terminals: Terminal[];
  roles: readonly Role[];
  closeDaySetting: string;
  /** a column of the terminal's outlet (a holding's terminals belong to many outlets) */
  outletColumn?: boolean;
}

/** Spec §3 Terminal: name (the outlet's when none), Terminal ID, attached Yes/No, status; actions for the merchant role only. */
export async function TerminalsSection({ terminals, roles, closeDaySetting, outletColumn = false }: TerminalsSectionProps) {
  const t = await getTranslations('Organisation');
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
      // a client component in its cell: its code (and its confirmation's, on demand) comes only where it shows
      render: (row) => (row.status !== DELETED_TERMINAL_STATUS ? <CloseDayAction terminalId={row.id} terminalLabel={row.externalId} /> : null),
    });
  }

  return (
    <Section id="terminals-heading" title={t('terminals')}>
      <ServerList
        label={t('terminals')}
        columns={columns}
        rows={terminals}
        rowKey={(row) => row.id}
        cardTitle={(row) => `${row.externalId} · ${terminalName(row)}`}
        empty={t('noTerminals')}
        testId="terminals"
        filter={{ id: 'terminal-filter', label: t('terminalFilter'), nothingFound: t('nothingFound'), key: terminalFilterKey }}
      />
    </Section>
  );
}
