import { loginSchema } from '@/lib/account/login-schema';

/** The first error of each field, as formik shows it (a key of the Auth messages), or nothing. */
function errorsOf(values: { login: string; password: string }): Record<string, string> {
  try {
    loginSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path?: string; message: string }[] };
    return Object.fromEntries(inner.map((item) => [item.path ?? '', item.message]));
  }
}

describe('the login check (spec §4 "Login"; spec §5 "required \'Поле обязательно для заполнения\'")', () => {
  it('both fields empty: each is required', () => {
    expect(errorsOf({ login: '', password: '' })).toEqual({ login: 'required', password: 'required' });
  });

  it('a login of spaces only is no login', () => {
    expect(errorsOf({ login: '   ', password: 'demo' })).toEqual({ login: 'required' });
  });

  it('a password is taken as typed: spaces around it are part of it', () => {
    expect(errorsOf({ login: 'merchant@demo.test', password: ' demo ' })).toEqual({});
  });

  it('"required" is the Auth message that says it in Russian', async () => {
    const ru = (await import('@/messages/ru.json')).default;
    expect(ru.Auth.required).toBe('Поле обязательно для заполнения');
  });
});
