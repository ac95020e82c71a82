/**
 * The login form's check (spec §4 "Login"; spec §5 field messages: required 'Поле обязательно для заполнения'):
 * the login is required, read trimmed (spaces alone are no login); the password is required as typed, since a
 * password may begin or end with a space. Errors are keys of the Auth messages.
 */
import { object, string } from 'yup';

export const loginSchema = object({
  login: string().trim().required('required'),
  password: string().required('required'),
});
