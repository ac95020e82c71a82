/** Word lists for realistic Russian organisation and people data. */

export const MALE_FIRST = ['Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Иван', 'Михаил', 'Николай', 'Павел', 'Артём', 'Максим', 'Егор', 'Олег', 'Роман', 'Виктор'] as const;
export const FEMALE_FIRST = ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Ирина', 'Татьяна', 'Светлана', 'Екатерина', 'Юлия', 'Дарья', 'Ксения'] as const;
export const MALE_LAST = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров'] as const;
export const MALE_PATRONYMIC = ['Александрович', 'Дмитриевич', 'Сергеевич', 'Андреевич', 'Иванович', 'Михайлович', 'Николаевич', 'Павлович', 'Олегович'] as const;
export const FEMALE_PATRONYMIC = ['Александровна', 'Дмитриевна', 'Сергеевна', 'Андреевна', 'Ивановна', 'Михайловна', 'Николаевна', 'Павловна', 'Олеговна'] as const;

export const HOLDING_NAMES = ['Северная Торговая Группа', 'Холдинг «Волга-Ритейл»', 'ГК «Сибирские Продукты»', 'Группа «Урал-Сервис»', 'Холдинг «Балтика Фуд»'] as const;
export const COMPANY_FORMS = ['ООО', 'АО', 'ИП'] as const;
export const COMPANY_WORDS = ['Альфа', 'Вектор', 'Гранит', 'Меридиан', 'Орбита', 'Радуга', 'Сфера', 'Триумф', 'Феникс', 'Эталон', 'Янтарь', 'Бриз', 'Дельта', 'Кристалл', 'Лотос', 'Пульс', 'Спектр', 'Омега'] as const;
export const OUTLET_KINDS = ['Кафе', 'Магазин', 'Аптека', 'Кофейня', 'Пекарня', 'Салон', 'Минимаркет', 'Ресторан', 'Цветы', 'Книжный', 'Автомойка', 'Химчистка'] as const;
export const OUTLET_WORDS = ['У дома', 'Центральный', 'Северный', 'Парус', 'Ромашка', 'Уют', 'Вкусно', 'Свежесть', 'Лето', 'Маяк', 'Берёзка', 'Огонёк'] as const;
export const STREETS = ['ул. Ленина', 'пр. Мира', 'ул. Гагарина', 'ул. Пушкина', 'ул. Советская', 'Невский пр.', 'ул. Садовая', 'ул. Молодёжная', 'ул. Лесная', 'наб. Реки Мойки', 'ул. Кирова', 'ул. Победы'] as const;

/** Cities with an approximate centre, used for addresses and operation coordinates. */
export const CITIES = [
  { name: 'Москва', lat: 55.7558, lng: 37.6173, phoneCode: '495' },
  { name: 'Санкт-Петербург', lat: 59.9343, lng: 30.3351, phoneCode: '812' },
  { name: 'Казань', lat: 55.7963, lng: 49.1088, phoneCode: '843' },
  { name: 'Екатеринбург', lat: 56.8389, lng: 60.6057, phoneCode: '343' },
  { name: 'Новосибирск', lat: 55.0084, lng: 82.9357, phoneCode: '383' },
  { name: 'Нижний Новгород', lat: 56.2965, lng: 43.9361, phoneCode: '831' },
] as const;

export type City = (typeof CITIES)[number];

export const TRANSLIT: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const mapped = TRANSLIT[ch];
    if (mapped !== undefined) out += mapped;
    else if (/[a-z0-9]/.test(ch)) out += ch;
    else if (ch === ' ' || ch === '-') out += '-';
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '');
}
