/**
 * The password form's checks (spec §2/§4/§5 password change and restoration): current, new and repeated password,
 * or the restore code when the link did not bring it. Errors are keys of the Validation messages.
 */
import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../domain/limits';
import { isRestoreToken } from '../domain/restore-token';
import type { ValidationMessageKey } from '../domain/validation';

const message = (key: ValidationMessageKey): ValidationMessageKey => key;

export interface ChangePasswordMode {
  /** Restoration by token: the current password is not asked for. */
  restoration: boolean;
  /** The token came with the link, so the form does not ask for it. */
  tokenPrefilled?: boolean;
}

/** Passwords are taken as typed: no trimming. */
export function changePasswordSchema({ restoration, tokenPrefilled = false }: ChangePasswordMode) {
  return object({
    oldPassword: restoration ? string() : string().required(message('required')),
    // the API's own rule (PASSWORD_MIN_LENGTH), said before the request as beside the field
    newPassword: string().required(message('required')).min(PASSWORD_MIN_LENGTH, message('passwordTooShort')),
    repeatPassword: string()
      .required(message('required'))
      .oneOf([ref('newPassword')], message('passwordsMismatch')),
    token:
      restoration && !tokenPrefilled
        ? string()
            .trim()
            .required(message('required'))
            .test('restore-token', message('invalidRestoreCode'), (value) => !value || isRestoreToken(value))
        : string(),
  });
}
