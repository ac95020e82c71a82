/**
 * The add / edit operator form: its values, the spec §5 validation (contact e-mail and phone messages,
 * required fields) and the request it sends — empty passwords travel as **** ("keep the current one", spec §3).
 */
import { boolean, object, string, ValidationError } from 'yup';
import type { UserListItem, UserSaveRequest } from '../acquiring/contract/organisation';
import { contactSchema, DIGITS_ONLY, type ValidationMessageKey } from '../domain/validation';
import { parsePhoneMask } from '../domain/phone-mask';
import type { OrganisationSettings } from './settings';

export const UNCHANGED_PASSWORD = '****';

/** An outlet (a merchant of the organisation) that the form offers as the operator's place of work. */
export interface Outlet {
  id: number;
  name: string;
}

export interface OperatorFormValues {
  fullName: string;
  loginEmail: string;
  loginPhone: string;
  merchantId: string;
  pinPwd: string;
  refundPwd: string;
  reversalPwd: string;
  autoregistrationTerminalId: string;
  mandatoryFiscal: boolean;
}

export type OperatorField = keyof OperatorFormValues;
export type OperatorFormErrors = Partial<Record<OperatorField, ValidationMessageKey>>;

export function initialOperatorValues(operator: UserListItem | null, defaultMerchantId: number | null): OperatorFormValues {
  return {
    fullName: operator?.fullName ?? '',
    loginEmail: operator?.loginEmail ?? '',
    loginPhone: operator?.loginPhone ?? '',
    merchantId: String(operator?.merchantId ?? defaultMerchantId ?? ''),
    // passwords are never shown: an empty field keeps the stored one
    pinPwd: '',
    refundPwd: '',
    reversalPwd: '',
    autoregistrationTerminalId: operator?.autoregistrationTerminalId ? String(operator.autoregistrationTerminalId) : '',
    mandatoryFiscal: operator?.mandatoryFiscal ?? false,
  };
}

const digits = () => string().test('digits', 'digitsOnly' satisfies ValidationMessageKey, (value) => !value || DIGITS_ONLY.test(value));

/** A shown, required password must be typed unless the operator already has one (an empty field keeps it). */
function password(shown: boolean, required: boolean, stored: string | undefined) {
  const schema = digits();
  return shown && required && !stored ? schema.required('required' satisfies ValidationMessageKey) : schema;
}

export function operatorFormSchema(settings: OrganisationSettings, operator: UserListItem | null) {
  const autoreg = settings.autoregistrationTerminalId && settings.autoregistrationTerminalIdRequired;
  return object({
    fullName: string().trim().required('required' satisfies ValidationMessageKey).max(100, 'maxLength100' satisfies ValidationMessageKey),
    loginEmail: contactSchema('email'),
    loginPhone: contactSchema('phone', parsePhoneMask(settings.phoneMask)),
    merchantId: string().required('required' satisfies ValidationMessageKey),
    pinPwd: digits(),
    refundPwd: password(settings.refundPasswordDisplay, settings.refundPasswordRequired, operator?.refundPwd),
    reversalPwd: password(settings.reversalPasswordDisplay, settings.reversalPasswordRequired, operator?.reversalPwd),
    autoregistrationTerminalId: autoreg ? string().required('required' satisfies ValidationMessageKey) : string(),
    mandatoryFiscal: boolean(),
  });
}

/** Field → message key of the first failed rule of every invalid field. */
export function validateOperatorForm(values: OperatorFormValues, settings: OrganisationSettings, operator: UserListItem | null): OperatorFormErrors {
  try {
    operatorFormSchema(settings, operator).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: OperatorFormErrors = {};
    for (const inner of error.inner) {
      const field = inner.path as OperatorField | undefined;
      if (field && !errors[field]) errors[field] = inner.message as ValidationMessageKey;
    }
    return errors;
  }
}

const sentPassword = (value: string) => (value === '' ? UNCHANGED_PASSWORD : value);

/** The body of POST api/user (operator null) or PUT api/user. */
export function operatorSaveRequest(values: OperatorFormValues, settings: OrganisationSettings, operator: UserListItem | null): UserSaveRequest {
  const cast = operatorFormSchema(settings, operator).cast(values) as OperatorFormValues;
  const request: UserSaveRequest = {
    loginEmail: cast.loginEmail,
    loginPhone: cast.loginPhone,
    merchantId: Number(values.merchantId),
    pinPwd: sentPassword(values.pinPwd),
    refundPwd: settings.refundPasswordDisplay ? sentPassword(values.refundPwd) : UNCHANGED_PASSWORD,
    reversalPwd: settings.reversalPasswordDisplay ? sentPassword(values.reversalPwd) : UNCHANGED_PASSWORD,
  };
  if (settings.mandatoryFiscal) request.mandatoryFiscal = values.mandatoryFiscal;
  if (!operator || settings.allowEditName) request.fullName = values.fullName.trim();
  if (settings.autoregistrationTerminalId) {
    request.autoregistrationTerminalId = values.autoregistrationTerminalId ? Number(values.autoregistrationTerminalId) : null;
  }
  if (operator) request.id = operator.id;
  else request.canMobile = 1;
  return request;
}
