/**
 * The host's answers of the organisation's calls in its languages: operators (api/user, api/reader), an outlet's
 * grants and the external system's address, the fast-payment act (api/qps-refund-keys/*) and receipts
 * (api/transaction/*-check). The Russian ones are those the spec's error catalogue quotes.
 */
import { FIELD_TEXTS, type FieldTexts } from './field-texts.ts';

export interface OperatorTexts extends FieldTexts {
  foreignOperator: string;
  unclosedTransactions: string;
  addNotAllowed: string;
  deleteNotAllowed: string;
  editNameNotAllowed: string;
  resetNotAllowed: string;
  notAnOperator: string;
  emailTaken: string;
  phoneTaken: string;
  badStatus: string;
  badTerminal: string;
  terminalTaken: string;
  operatorNotFound: string;
}

export interface MerchantTexts extends FieldTexts {
  urlRequired: string;
  grantValue: string;
  grantNotAllowed: string;
}

export interface ActTexts extends FieldTexts {
  length8to14: string;
  alphanumericOnly: string;
  lettersOnly: string;
  country: string;
  connectionInterface: string;
  forbidden: string;
  tooManyCalls: (perMinute: number, seconds: number) => string;
  notCreated: string;
  fileExpected: string;
  fileRequired: string;
  fileEmpty: string;
  fileTooLarge: string;
}

export interface SendCheckTexts extends FieldTexts {
  notBoth: string;
  enterEmailOrPhone: string;
  phoneOff: string;
  emailOff: string;
  idRequired: string;
  neverSent: string;
  tooManyRequests: string;
  tooManyIds: (max: number) => string;
  idsRequired: string;
}

export interface OrganisationTexts {
  operators: OperatorTexts;
  merchant: MerchantTexts;
  acts: ActTexts;
  sendCheck: SendCheckTexts;
}

const RU_FIELDS = FIELD_TEXTS.ru;
const EN_FIELDS = FIELD_TEXTS.en;

export const ORGANISATION_TEXTS: Readonly<Record<'ru' | 'en', OrganisationTexts>> = {
  ru: {
    operators: {
      ...RU_FIELDS,
      foreignOperator: 'Нельзя удалить оператора, принадлежащего другому мерчанту',
      unclosedTransactions: 'У оператора есть незакрытые операции: закройте день на его терминалах и повторите удаление',
      addNotAllowed: 'Добавление операторов отключено настройками',
      deleteNotAllowed: 'Удаление операторов отключено настройками',
      editNameNotAllowed: 'Изменение имени оператора отключено настройками',
      resetNotAllowed: 'Сброс паролей отключён настройками',
      notAnOperator: 'Пользователь не является оператором',
      emailTaken: 'Пользователь с таким Email уже существует',
      phoneTaken: 'Пользователь с таким телефоном уже существует',
      badStatus: 'Допустимые статусы: 0 (активен) и 1 (заблокирован)',
      badTerminal: 'Терминал не подходит для авторегистрации этого оператора',
      terminalTaken: 'Терминал уже закреплён за другим оператором',
      operatorNotFound: 'Оператор не найден',
    },
    merchant: { ...RU_FIELDS, urlRequired: 'Необходимо ввести url', grantValue: 'Значение должно быть 0 или 1', grantNotAllowed: 'Недостаточно прав для изменения этой настройки' },
    acts: {
      ...RU_FIELDS,
      length8to14: 'Длина поля должна быть от 8 до 14 символов',
      alphanumericOnly: 'Допустимы только латинские буквы и цифры, без кириллицы и специальных символов',
      lettersOnly: 'Допустимы только буквы',
      country: 'Выберите страну из списка',
      connectionInterface: 'Выберите интерфейс подключения из списка',
      forbidden: 'Акт доступен мерчанту и холдингу с подключённой СБП',
      tooManyCalls: (perMinute, seconds) => `Слишком много запросов по акту: не более ${perMinute} в минуту. Повторите через ${seconds} с`,
      notCreated: 'Акт ещё не создан',
      fileExpected: 'Ожидается multipart/form-data с полем file',
      fileRequired: 'Файл обязателен',
      fileEmpty: 'Файл пуст',
      fileTooLarge: 'Размер файла не должен превышать 5 МБ',
    },
    sendCheck: {
      ...RU_FIELDS,
      notBoth: 'Укажите телефон или адрес электронной почты, не оба',
      enterEmailOrPhone: 'Введите адрес электронной почты или номер телефона',
      phoneOff: 'Отправка чека по телефону отключена',
      emailOff: 'Отправка чека по e-mail отключена',
      idRequired: 'Идентификатор операции обязателен',
      neverSent: 'Чек по этой операции ещё не отправлялся: укажите телефон или e-mail',
      tooManyRequests: 'Слишком много запросов на отправку чеков, попробуйте позже',
      tooManyIds: (max) => `За один раз можно отправить не более ${max} чеков`,
      idsRequired: 'ids: список операций обязателен',
    },
  },
  en: {
    operators: {
      ...EN_FIELDS,
      foreignOperator: 'An operator that belongs to another merchant cannot be deleted',
      unclosedTransactions: 'The operator has unclosed operations: close the day on their terminals and delete again',
      addNotAllowed: 'Adding operators is switched off in the settings',
      deleteNotAllowed: 'Deleting operators is switched off in the settings',
      editNameNotAllowed: 'Changing an operator\'s name is switched off in the settings',
      resetNotAllowed: 'Resetting passwords is switched off in the settings',
      notAnOperator: 'The user is not an operator',
      emailTaken: 'A user with this e-mail already exists',
      phoneTaken: 'A user with this phone number already exists',
      badStatus: 'Allowed statuses: 0 (active) and 1 (blocked)',
      badTerminal: 'The terminal does not suit this operator\'s auto-registration',
      terminalTaken: 'The terminal is already assigned to another operator',
      operatorNotFound: 'Operator not found',
    },
    merchant: { ...EN_FIELDS, urlRequired: 'A URL is required', grantValue: 'The value must be 0 or 1', grantNotAllowed: 'You may not change this setting' },
    acts: {
      ...EN_FIELDS,
      length8to14: 'The field must be 8 to 14 characters long',
      alphanumericOnly: 'Latin letters and digits only, no Cyrillic or special characters',
      lettersOnly: 'Letters only',
      country: 'Choose a country from the list',
      connectionInterface: 'Choose a connection interface from the list',
      forbidden: 'The act is available to a merchant or a holding with the fast payment system connected',
      tooManyCalls: (perMinute, seconds) => `Too many act requests: at most ${perMinute} a minute. Try again in ${seconds} s`,
      notCreated: 'The act has not been created yet',
      fileExpected: 'Expected multipart/form-data with the field file',
      fileRequired: 'A file is required',
      fileEmpty: 'The file is empty',
      fileTooLarge: 'The file must not exceed 5 MB',
    },
    sendCheck: {
      ...EN_FIELDS,
      notBoth: 'Give a phone number or an e-mail address, not both',
      enterEmailOrPhone: 'Enter an e-mail address or a phone number',
      phoneOff: 'Sending receipts by phone is switched off',
      emailOff: 'Sending receipts by e-mail is switched off',
      idRequired: 'The operation id is required',
      neverSent: 'No receipt of this operation has been sent yet: give a phone number or an e-mail address',
      tooManyRequests: 'Too many requests to send receipts, please try again later',
      tooManyIds: (max) => `At most ${max} receipts can be sent at once`,
      idsRequired: 'ids: the list of operations is required',
    },
  },
};
