import { cookies } from 'next/headers';
import { ForgotPassword } from './forgot-password';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { captchaConfiguration } from '@/lib/tenant/reference-data';
import { FALLBACK_CAPTCHA } from '@/lib/client/recaptcha';
import { RESEND_COOKIE, resendDeadlineFor } from '@/lib/client/resend-wait';
import { isRestoreToken } from '@/lib/domain/restore-token';

/** The three recovery routes of spec §2 (/forgot-restore, /forgotPass, /site/forgot-restore) render this. */
export async function ForgotPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const alias = aliasFromSegment((await params).subCatalog);
  const [query, cookieStore, captcha] = await Promise.all([searchParams, cookies(), captchaConfiguration(alias).catch(() => null)]);
  const token = typeof query.token === 'string' && isRestoreToken(query.token) ? query.token : null;
  return (
    <ForgotPassword
      restoreToken={token}
      resendDeadline={resendDeadlineFor(cookieStore.get(RESEND_COOKIE)?.value, 'restore')}
      captchaConfig={captcha ?? FALLBACK_CAPTCHA}
      captchaFailed={captcha === null}
    />
  );
}
