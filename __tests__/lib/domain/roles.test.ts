import {
  actMenuItems,
  adminAccessLevel,
  canOpenWindowPage,
  canSeeTerminalActions,
  canUseAct,
  hasActCapability,
  hasRole,
  organisationKindFor,
  roleOfUser,
  rolesOfUser,
  windowPageFlag,
  type OrganisationNames,
} from '@/lib/domain/roles';

describe('roles of a user (spec §6: "operator (no holding, no company), merchant (company, no holding), holding (holdingId set)")', () => {
  it('reads holding from holdingId, whatever the company', () => {
    expect(roleOfUser({ holdingId: 7, companyId: 3 })).toBe('holding');
  });

  it('reads merchant from a company without holding', () => {
    expect(roleOfUser({ holdingId: null, companyId: 3 })).toBe('merchant');
  });

  it('reads operator when neither is set', () => {
    expect(roleOfUser({ holdingId: null, companyId: null })).toBe('operator');
    expect(roleOfUser({})).toBe('operator');
  });

  it('counts id 0 as set (only null, undefined and empty are unset)', () => {
    expect(roleOfUser({ holdingId: 0 })).toBe('holding');
    expect(roleOfUser({ companyId: '' })).toBe('operator');
  });

  it('gives the session a role list', () => {
    expect(rolesOfUser({ companyId: 3 })).toEqual(['merchant']);
  });
});

describe('hasRole (spec §6: "A check of \'all\' is always true. A role check accepts one or more names.")', () => {
  it('is true for all, even without roles', () => {
    expect(hasRole([], 'all')).toBe(true);
  });

  it('is true when any of the names matches', () => {
    expect(hasRole(['merchant'], 'holding', 'merchant')).toBe(true);
    expect(hasRole(['operator'], 'holding', 'merchant')).toBe(false);
  });

  it('is false without names', () => {
    expect(hasRole(['operator'])).toBe(false);
  });
});

describe('act capability', () => {
  it('"The act capability is on when the merchant has sbpXUserLogin" (spec §4)', () => {
    expect(hasActCapability({ sbpXUserLogin: 'sbp-user' })).toBe(true);
    expect(hasActCapability({ sbpXUserLogin: '' })).toBe(false);
    expect(hasActCapability({ sbpXUserLogin: null })).toBe(false);
    expect(hasActCapability(null)).toBe(false);
  });

  it('"Merchant and holding: generate, view and send the act when the capability is on" (spec §6)', () => {
    const merchant = { sbpXUserLogin: 'sbp-user' };
    expect(canUseAct(['merchant'], merchant)).toBe(true);
    expect(canUseAct(['holding'], merchant)).toBe(true);
    expect(canUseAct(['operator'], merchant)).toBe(false);
    expect(canUseAct(['merchant'], {})).toBe(false);
  });

  it('"Generate is shown when no act exists; show and send when one exists" (spec §2)', () => {
    expect(actMenuItems(true, false)).toEqual(['generate']);
    expect(actMenuItems(true, true)).toEqual(['show', 'send']);
    expect(actMenuItems(false, true)).toEqual([]);
  });
});

describe('window page (spec §4: "off for a holding or merchant user; on otherwise, except an operator whose grant 10 is 0 loses it")', () => {
  it('is off for holding and merchant users', () => {
    expect(windowPageFlag(['holding'])).toBe(false);
    expect(windowPageFlag(['merchant'])).toBe(false);
  });

  it('is on for an operator without grant 10, or with grant 10 other than 0', () => {
    expect(windowPageFlag(['operator'])).toBe(true);
    expect(windowPageFlag(['operator'], [{ grantId: 10, value: '1' }, { grantId: 3, value: '0' }])).toBe(true);
  });

  it('is off for an operator whose grant 10 is 0, as text or number', () => {
    expect(windowPageFlag(['operator'], [{ grantId: 10, value: '0' }])).toBe(false);
    expect(windowPageFlag(['operator'], [{ grantId: 10, value: 0 }])).toBe(false);
  });

  it('"open only to a user with the operator role who also has the show-window-page flag" (spec §2)', () => {
    expect(canOpenWindowPage(['operator'], true)).toBe(true);
    expect(canOpenWindowPage(['operator'], false)).toBe(false);
    expect(canOpenWindowPage(['merchant'], true)).toBe(false);
  });
});

it('shows the terminal action column to the merchant role only ("Terminal action column: merchant only")', () => {
  expect(canSeeTerminalActions(['merchant'])).toBe(true);
  expect(canSeeTerminalActions(['holding'])).toBe(false);
  expect(canSeeTerminalActions(['operator'])).toBe(false);
});

it('"holding users read the holding, merchant users read the company, operators read the merchant" (spec §4)', () => {
  expect(organisationKindFor('holding')).toBe('holding');
  expect(organisationKindFor('merchant')).toBe('company');
  expect(organisationKindFor('operator')).toBe('merchant');
});

describe('admin access level (spec §3: "chosen by holdingId, then companyId, then merchantId")', () => {
  const names: OrganisationNames = {
    holdingTitle: (id) => (id === 1 ? 'Holding One' : undefined),
    companyName: (id) => (id === 2 ? 'Company Two' : undefined),
    merchantName: (id) => (id === 3 ? 'Outlet Three' : undefined),
  };

  it('prefers the holding ("Holding administrator: {title}")', () => {
    expect(adminAccessLevel({ holdingId: 1, companyId: 2, merchantId: 3 }, names)).toEqual({
      kind: 'holding',
      name: 'Holding One',
    });
  });

  it('then the legal entity ("Legal entity administrator: {name}")', () => {
    expect(adminAccessLevel({ holdingId: null, companyId: 2, merchantId: 3 }, names)).toEqual({
      kind: 'company',
      name: 'Company Two',
    });
  });

  it('then the outlet ("Outlet administrator: {name}")', () => {
    expect(adminAccessLevel({ merchantId: 3 }, names)).toEqual({ kind: 'merchant', name: 'Outlet Three' });
  });

  it('shows the id when the name is unknown, and nothing without any level', () => {
    expect(adminAccessLevel({ companyId: 99 }, names)).toEqual({ kind: 'company', name: '99' });
    expect(adminAccessLevel({}, names)).toBeNull();
  });
});
