import { cookies } from 'next/headers';
import { ForgotPassword } from './forgot-password';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { captchaConfiguration } from '@/lib/tenant/reference-data';
import { inTime } from '@/lib/page-load/page-deadline';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import { FALLBACK_CAPTCHA } from '@/lib/client/recaptcha';
import { RESEND_COOKIE, resendDeadlineFor } from '@/lib/client/resend-wait';
import { restoreLinkOf } from '@/lib/domain/restore-token';

/** The three recovery routes of spec §2 (/forgot-restore, /forgotPass, /site/forgot-restore) render this. */
export async function ForgotPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const alias = aliasFromSegment((await params).subCatalog);
  const [query, cookieStore, captcha] = await Promise.all([searchParams, cookies(), inTime<CaptchaConfiguration | null>(captchaConfiguration(alias), null)]);
  const link = restoreLinkOf(query.token);
  return (
    <ForgotPassword
      restoreToken={link.kind === 'token' ? link.token : null}
      linkInvalid={link.kind === 'invalid'}
      resendDeadline={resendDeadlineFor(cookieStore.get(RESEND_COOKIE)?.value, 'restore')}
      captchaConfig={captcha ?? FALLBACK_CAPTCHA}
      captchaFailed={captcha === null}
    />
  );
}
