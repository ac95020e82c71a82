'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import { accessLevelText, type KnownOrganisation } from '@/lib/organisation/access-level';
import { filterByName } from '@/lib/organisation/user-lists';
import { NameFilter } from './name-filter';
import { StatusBadge } from './operators-section';
import { ResponsiveList, type ListColumn } from './responsive-list';
import { Section } from './section';

/** Spec §3 Admin: id, full name, access level text, outlet, status; with a name filter. */
export function AdminsSection({ admins, known }: { admins: UserListItem[]; known: KnownOrganisation }) {
  const t = useTranslations('Organisation');
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => filterByName(admins, filter), [admins, filter]);
  const accessLevel = (row: UserListItem) => {
    const level = accessLevelText(row, known);
    return level ? t(level.key, { name: level.name }) : '—';
  };
  const columns: ListColumn<UserListItem>[] = [
    { key: 'id', header: t('id'), render: (row) => row.id, nowrap: true },
    { key: 'fullName', header: t('fullName'), render: (row) => row.fullName },
    { key: 'accessLevel', header: t('accessLevel'), render: accessLevel },
    { key: 'merchant', header: t('merchant'), render: (row) => row.merchantName ?? '—' },
    { key: 'status', header: t('status'), render: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <Section id="admins-heading" title={t('admins')}>
      <NameFilter id="admin-filter" label={t('nameFilter')} value={filter} onChange={setFilter} />
      <ResponsiveList
        label={t('admins')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        cardTitle={(row) => row.fullName}
        empty={filter ? t('nothingFound') : t('noAdmins')}
        testId="admins"
      />
    </Section>
  );
}
