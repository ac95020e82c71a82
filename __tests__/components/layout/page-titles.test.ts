import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

type Bundle = typeof ru;
let bundle: Bundle = ru;

// The server's texts of the request's language (lib/i18n/request.ts): here one bundle or the other.
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: keyof Bundle) => (key: string) => (bundle[namespace] as Record<string, string>)[key] ?? `${namespace}.${key}`,
}));

import { generateMetadata as rootMetadata } from '@/app/[subCatalog]/layout';
import { generateMetadata as errorMetadata } from '@/app/[subCatalog]/error/page';
import { generateMetadata as notFoundMetadata } from '@/app/[subCatalog]/not-found';

describe('window titles follow the chosen language (spec §1 "other languages can be chosen")', () => {
  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)('%s: the product name and its title template', async (_, messages) => {
    bundle = messages;
    expect(await rootMetadata()).toMatchObject({
      title: { default: messages.Brand.productName, template: `%s · ${messages.Brand.productName}` },
      robots: { index: false, follow: false },
    });
  });

  it("a tenant's dictionary names the product (white label): the title follows", async () => {
    bundle = { ...ru, Brand: { ...ru.Brand, productName: 'Гринбанк Бизнес' } };
    expect(await rootMetadata()).toMatchObject({ title: { default: 'Гринбанк Бизнес', template: '%s · Гринбанк Бизнес' } });
  });

  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)('%s: the technical error page is titled like its heading', async (_, messages) => {
    bundle = messages;
    expect(await errorMetadata()).toEqual({ title: messages.Errors.technicalError });
  });

  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)('%s: the not-found page is titled like its heading', async (_, messages) => {
    bundle = messages;
    expect(await notFoundMetadata()).toEqual({ title: messages.Errors.notFound });
  });
});
