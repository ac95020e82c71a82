import { NextRequest } from 'next/server';
import { assetAlias, guestAlias } from '@/lib/bff/guest-alias';
import { ALIAS_HEADER } from '@/lib/shared/bff-headers';

function request(url: string, alias?: string): NextRequest {
  return new NextRequest(new URL(url, 'https://bo.example.com'), { headers: alias === undefined ? {} : { [ALIAS_HEADER]: alias } });
}

describe('guestAlias: the tenant of a guest call', () => {
  it('the header is x-tenant-alias', () => {
    expect(ALIAS_HEADER).toBe('x-tenant-alias');
  });

  it('reads the header of our fetch wrapper', () => {
    expect(guestAlias(request('/api/language/list', 'greenbank'))).toBe('greenbank');
  });

  it('reads ?alias= (the logo image)', () => {
    expect(guestAlias(request('/api/image/logo/logo.png?alias=greenbank'))).toBe('greenbank');
  });

  it('the header wins over the query', () => {
    expect(guestAlias(request('/api/dictionary?alias=otherbank', 'greenbank'))).toBe('greenbank');
  });

  it('no alias at all → null (default tenant)', () => {
    expect(guestAlias(request('/api/language/list'))).toBeNull();
  });

  it('empty alias → null (default tenant)', () => {
    expect(guestAlias(request('/api/language/list?alias='))).toBeNull();
    expect(guestAlias(request('/api/language/list', ''))).toBeNull();
  });

  it.each([
    'GreenBank',
    '../admin',
    'green/bank',
    'green.bank',
    '-bank',
    'bank_1',
    'a'.repeat(33),
    'evil.example',
    'bank%2F..',
    ' bank',
  ])('a malformed alias %j → undefined (refused)', (alias) => {
    expect(guestAlias(request(`/api/image/logo/logo.png?alias=${encodeURIComponent(alias)}`))).toBeUndefined();
  });

  it('a malformed header alias is refused', () => {
    expect(guestAlias(request('/api/language/list', '../admin'))).toBeUndefined();
  });

  it('32 characters is the longest alias accepted', () => {
    expect(guestAlias(request(`/api/language/list?alias=${'a'.repeat(32)}`))).toBe('a'.repeat(32));
  });
});

describe('assetAlias: the tenant of a public file (the logo) comes from its URL alone (issue 35 §6)', () => {
  it('reads ?alias=', () => {
    expect(assetAlias(request('/api/image/logo/logo.png?alias=greenbank'))).toBe('greenbank');
  });

  it('never the header: a cache keyed on the URL would keep one bank’s logo for another’s users', () => {
    expect(assetAlias(request('/api/image/logo/logo.png', 'greenbank'))).toBeNull();
    expect(assetAlias(request('/api/image/logo/logo.png?alias=greenbank', 'otherbank'))).toBe('greenbank');
  });

  it('a malformed alias is refused', () => {
    expect(assetAlias(request('/api/image/logo/logo.png?alias=..%2Fadmin'))).toBeUndefined();
  });
});
