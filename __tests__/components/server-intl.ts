import { createTranslator } from 'next-intl';
import ru from '@/messages/ru.json';

/**
 * `next-intl/server` for a server component under test, with the Russian catalogue and Moscow time:
 * `jest.mock('next-intl/server', () => jest.requireActual('@/__tests__/components/server-intl').serverIntl)`.
 */
export const serverIntl = {
  getTranslations: async (namespace?: keyof typeof ru) => createTranslator({ locale: 'ru', messages: ru, namespace }),
  getLocale: async () => 'ru',
  getTimeZone: async () => 'Europe/Moscow',
};
