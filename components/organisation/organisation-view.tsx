import type { Role } from '@/lib/acquiring/contract/session';
import type { OrganisationPageData } from '@/lib/organisation/load';
import { operatorActions, operatorColumns } from '@/lib/organisation/operator-actions';
import { InitialFailures } from '@/components/layout/initial-failures';
import { AdminsSection } from './admins-section';
import { OrganisationDetails } from './organisation-details';
import { OperatorsSection } from './operators-section';
import type { Outlet } from '@/lib/organisation/operator-form';
import { TerminalsSection } from './terminals-section';

/** The outlets new operators can be attached to: those of the organisation the page read. */
function outletsOf(data: OrganisationPageData): Outlet[] {
  const { organisation } = data;
  if (organisation.kind === 'holding') return organisation.holding.merchantList.map(({ id, name }) => ({ id, name }));
  if (organisation.kind === 'company') return organisation.company.merchantList.map(({ id, name }) => ({ id, name }));
  if (organisation.kind === 'merchant') return [{ id: organisation.merchant.id, name: organisation.merchant.name }];
  return [];
}

interface OrganisationViewProps {
  data: OrganisationPageData;
  roles: readonly Role[];
  organisationPath: string;
  /** this render's moment: its failures are announced once, a later render's once more */
  rendered: number;
}

/** The organisation page by role (spec §3, §4, §6), rendered on the server; its controls are client components in it. */
export function OrganisationView({ data, roles, organisationPath, rendered }: OrganisationViewProps) {
  const { settings, organisation } = data;
  const known = {
    holding: organisation.kind === 'holding' ? organisation.holding : null,
    company: organisation.kind === 'company' ? organisation.company : null,
  };
  return (
    <>
      <InitialFailures key={rendered} failures={data.failures} />
      <OrganisationDetails organisation={organisation} organisationPath={organisationPath} />
      <TerminalsSection terminals={data.terminals} roles={roles} closeDaySetting={settings.terminalCloseDay} outletColumn={organisation.kind === 'holding'} />
      <OperatorsSection
        operators={data.operators}
        outlets={outletsOf(data)}
        terminals={data.terminals}
        settings={settings}
        actions={operatorActions(roles, settings)}
        columns={operatorColumns(settings)}
      />
      <AdminsSection admins={data.admins} known={known} />
    </>
  );
}
