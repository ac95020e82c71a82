import { getTranslations } from 'next-intl/server';
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import { accessLevelText, type KnownOrganisation } from '@/lib/organisation/access-level';
import { userFilterKey } from '@/lib/organisation/user-lists';
import { StatusBadge } from './status-badge';
import { ServerList, type ListColumn } from './server-list';
import { Section } from './section';

/** Spec §3 Admin: id, full name, access level text, outlet, status; with a name filter. */
export async function AdminsSection({ admins, known }: { admins: UserListItem[]; known: KnownOrganisation }) {
  const t = await getTranslations('Organisation');
  const accessLevel = (row: UserListItem) => {
    const level = accessLevelText(row, known);
    return level ? t(level.key, { name: level.name }) : '—';
  };
  const columns: ListColumn<UserListItem>[] = [
    { key: 'id', header: t('id'), render: (row) => row.id, nowrap: true },
    { key: 'fullName', header: t('fullName'), render: (row) => row.fullName },
    { key: 'accessLevel', header: t('accessLevel'), render: accessLevel },
    { key: 'merchant', header: t('merchant'), render: (row) => row.merchantName ?? '—' },
    { key: 'status', header: t('status'), render: (row) => <StatusBadge status={row.status} text={t(`operatorStatus${row.status}`)} /> },
  ];
  return (
    <Section id="admins-heading" title={t('admins')}>
      <ServerList
        label={t('admins')}
        columns={columns}
        rows={admins}
        rowKey={(row) => row.id}
        cardTitle={(row) => row.fullName}
        empty={t('noAdmins')}
        testId="admins"
        filter={{ id: 'admin-filter', label: t('nameFilter'), nothingFound: t('nothingFound'), key: userFilterKey }}
      />
    </Section>
  );
}
