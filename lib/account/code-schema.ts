/**
 * The confirmation-code step's check (spec §4 "Login", multi-factor): the code is required, read trimmed.
 * Errors are keys of the Auth messages.
 */
import { object, string } from 'yup';

export const codeSchema = object({
  code: string().trim().required('required'),
});
