import { aliasFromHeader, aliasFromSegment } from '@/lib/tenant/alias';

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

describe('aliasFromHeader (the x-bo-alias header the middleware writes)', () => {
  it('an alias is kept; empty or missing is the default tenant', () => {
    expect(aliasFromHeader('greenbank')).toBe('greenbank');
    expect(aliasFromHeader('')).toBeNull();
    expect(aliasFromHeader(null)).toBeNull();
    expect(aliasFromHeader(undefined)).toBeNull();
  });

  it.each(['../admin', 'greenbank/../x', 'evil.example', 'api', '_', 'Green Bank'])('a client-made value %j is no tenant', (value) => {
    expect(aliasFromHeader(value)).toBeNull();
  });
});
