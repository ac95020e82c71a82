const requestHeaders = new Headers();
jest.mock('next-intl/server', () => ({ getRequestConfig: <T>(create: T) => create }));
jest.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock('@/lib/tenant/reference-data', () => ({
  languageList: jest.fn(async () => [{ id: 'ru', name: 'Русский', enabled: true }]),
  defaultLanguageId: jest.fn(async () => 'ru'),
  dictionary: jest.fn(async () => ({})),
}));

import requestConfig from '@/lib/i18n/request';
import { defaultLanguageId, dictionary, languageList } from '@/lib/tenant/reference-data';

const loadConfig = requestConfig as unknown as () => Promise<{ locale: string }>;

describe('the texts of a page come from its tenant (x-bo-alias, written by the middleware)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('reads the language list, default and dictionary of the tenant', async () => {
    requestHeaders.set('x-bo-alias', 'greenbank');
    await expect(loadConfig()).resolves.toMatchObject({ locale: 'ru' });
    expect(languageList).toHaveBeenCalledWith('greenbank');
    expect(defaultLanguageId).toHaveBeenCalledWith('greenbank');
    expect(dictionary).toHaveBeenCalledWith('greenbank', 'ru');
  });

  it.each(['../../admin', 'greenbank/..', 'api'])('a header %j that is no alias (a bypassed middleware) never reaches upstream paths', async (value) => {
    requestHeaders.set('x-bo-alias', value);
    await loadConfig();
    expect(languageList).toHaveBeenCalledWith(null);
    expect(defaultLanguageId).toHaveBeenCalledWith(null);
    expect(dictionary).toHaveBeenCalledWith(null, 'ru');
  });
});
