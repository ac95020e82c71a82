/**
 * The recovery form's check (spec §2 password recovery): the login the link goes to is required, read trimmed.
 * Errors are keys of the Auth messages.
 */
import { object, string } from 'yup';

export const forgotPasswordSchema = object({
  login: string().trim().required('required'),
});
