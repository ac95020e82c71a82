import type { Setting } from '@/lib/acquiring/contract/reference-data';
import { logoUrl, safeHttpUrl, settingValue, tenantBrand } from '@/lib/tenant/brand';

describe('settingValue', () => {
  it('returns the server value when present', () => {
    expect(settingValue([{ name: 'mainColor', value: '#2e7d32' }], 'mainColor')).toBe('#2e7d32');
  });

  it('falls back to the spec defaults: brand #2193A7, "Default logo invert on", map disabled', () => {
    expect(settingValue([], 'mainColor')).toBe('#2193A7');
    expect(settingValue([], 'logo.invert')).toBe('true');
    expect(settingValue([], 'map.provider')).toBe('disabled');
    expect(settingValue([], 'footer.link')).toBe('');
  });

  it('an empty server value is kept (it is a value, not a missing setting)', () => {
    expect(settingValue([{ name: 'footer.year', value: '' }], 'footer.year')).toBe('');
  });
});

describe('safeHttpUrl: "Only http(s) links from settings become hrefs"', () => {
  it.each(['https://bank.example/licence.pdf', 'http://bank.example/'])('keeps %s', (url) => {
    expect(safeHttpUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://bank.example/x',
    '//evil.example/x',
    '/relative/path',
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(safeHttpUrl(url)).toBe('');
  });
});

describe('tenantBrand: white label from settings', () => {
  const settings: Setting[] = [
    { name: 'mainColor', value: '#2e7d32' },
    { name: 'logo.invert', value: 'false' },
    { name: 'footer.licence', value: 'Лицензия ЦБ РФ № 1' },
    { name: 'footer.description', value: 'ПАО Зелёный банк' },
    { name: 'footer.year', value: '2024' },
    { name: 'footer.link', value: 'https://greenbank.example' },
    { name: 'footer.attachment', value: 'javascript:alert(document.cookie)' },
  ];

  it('reads colour, logo invert and the footer fields; unsafe links become empty', () => {
    expect(tenantBrand(settings)).toEqual({
      color: '#2E7D32',
      logoInvert: false,
      footer: {
        licence: 'Лицензия ЦБ РФ № 1',
        description: 'ПАО Зелёный банк',
        year: '2024',
        link: 'https://greenbank.example/',
        attachment: '',
      },
    });
  });

  it('defaults: info colour and logo invert on', () => {
    expect(tenantBrand([])).toMatchObject({ color: '#2193A7', logoInvert: true, footer: { link: '', attachment: '' } });
  });

  it('logo invert accepts "1" and "true" only', () => {
    expect(tenantBrand([{ name: 'logo.invert', value: '1' }]).logoInvert).toBe(true);
    expect(tenantBrand([{ name: 'logo.invert', value: 'yes' }]).logoInvert).toBe(false);
  });

  it('a hostile colour never reaches the brand', () => {
    expect(tenantBrand([{ name: 'mainColor', value: 'red;}body{display:none' }]).color).toBe('#2193A7');
  });
});

describe('logoUrl', () => {
  it('"GET /api/image/logo/logo.png — optional alias query"', () => {
    expect(logoUrl(null)).toBe('/api/image/logo/logo.png');
    expect(logoUrl('greenbank')).toBe('/api/image/logo/logo.png?alias=greenbank');
  });
});
