import { aliasFromSegment } from '@/lib/tenant/alias';

describe('aliasFromSegment (the internal [subCatalog] segment)', () => {
  it('"_" is the default tenant', () => {
    expect(aliasFromSegment('_')).toBeNull();
  });

  it('a valid alias is kept', () => {
    expect(aliasFromSegment('greenbank')).toBe('greenbank');
  });

  it.each(['auth', 'api', 'dashboard', 'GreenBank', '..', 'a'.repeat(33), ''])('a page name or malformed segment %j is no tenant', (segment) => {
    expect(aliasFromSegment(segment)).toBeNull();
  });
});
