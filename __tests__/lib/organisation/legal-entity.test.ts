/** Issue 34: a holding opens one of its legal entities by address, and sees its outlets with their terminals. */
import { LEGAL_ENTITY_PARAM, legalEntityHref, legalEntityIdFrom, outletSummaries } from '@/lib/organisation/legal-entity';

describe('the legal entity in the address', () => {
  test('a positive integer is an id; anything else (absent, repeated, zero, signed, fractional, huge) is none', () => {
    expect(legalEntityIdFrom('12')).toBe(12);
    for (const value of [undefined, '', '0', '-3', '+3', '1.5', '1e3', ' 12', '12a', ['12', '13'], '99999999999999999']) {
      expect(legalEntityIdFrom(value)).toBeNull();
    }
  });

  test('its link keeps the tenant path and reads back to the same id', () => {
    expect(legalEntityHref('/organisation', 7)).toBe('/organisation?company=7');
    const href = legalEntityHref('/greenbank/organisation', 41);
    expect(href).toBe('/greenbank/organisation?company=41');
    expect(legalEntityIdFrom(new URL(href, 'http://x').searchParams.get(LEGAL_ENTITY_PARAM) ?? undefined)).toBe(41);
  });
});

describe('the outlets of a legal entity', () => {
  test('each in its order with its terminals (spec §4: deleted, status 3, not counted) and the active ones (status 0)', () => {
    const outlets = [{ id: 5, name: 'Кофейня на Тверской' }, { id: 2, name: 'Пекарня' }, { id: 9, name: 'Склад' }];
    const terminals = [
      { merchantId: 5, status: 0 }, { merchantId: 5, status: 1 }, { merchantId: 5, status: 3 },
      { merchantId: 2, status: 0 }, { merchantId: 2, status: 2 },
      { merchantId: 77, status: 0 },
    ] as const;
    expect(outletSummaries(outlets, terminals)).toEqual([
      { id: 5, name: 'Кофейня на Тверской', terminals: 2, activeTerminals: 1 },
      { id: 2, name: 'Пекарня', terminals: 2, activeTerminals: 1 },
      { id: 9, name: 'Склад', terminals: 0, activeTerminals: 0 },
    ]);
  });
});
