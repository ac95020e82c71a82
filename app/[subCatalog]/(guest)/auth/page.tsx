import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import type { LoginKind } from '@/components/account/login-form';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { captchaConfiguration, guestSettings } from '@/lib/tenant/reference-data';
import { inTime } from '@/lib/page-load/page-deadline';
import type { CaptchaConfiguration } from '@/lib/acquiring/contract/session';
import { FALLBACK_CAPTCHA } from '@/lib/client/recaptcha';
import { settingValue } from '@/lib/tenant/brand';
import { getSession } from '@/lib/session/session';
import { cookies } from 'next/headers';
import { RESEND_COOKIE, resendDeadlineFor } from '@/lib/client/resend-wait';
import { attemptPolicy } from '@/lib/account/attempt-policy';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth');
  return { title: t('title') };
}

function loginKindOf(types: string): LoginKind {
  const kinds = types.split(',').map((kind) => kind.trim().toLowerCase());
  if (kinds.includes('email') && kinds.includes('phone')) return 'both';
  return kinds.includes('phone') ? 'phone' : kinds.includes('email') ? 'email' : 'both';
}

export default async function AuthPage({
  params,
  searchParams,
}: {
  params: Promise<{ subCatalog: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const alias = aliasFromSegment((await params).subCatalog);
  const [settings, session, query, cookieStore, captcha] = await Promise.all([
    inTime(guestSettings(alias), []),
    getSession(),
    searchParams,
    cookies(),
    inTime<CaptchaConfiguration | null>(captchaConfiguration(alias), null),
  ]);
  const codeStep = Boolean(session.token && session.mfaPending && (session.alias ?? null) === alias);
  return (
    <AuthCard
      loginKind={loginKindOf(settingValue(settings, 'lkm.authorization.types'))}
      codeStep={codeStep}
      codeSentTo={codeStep ? (session.codeSentTo ?? null) : null}
      notice={query.reason === 'ended' || query.reason === 'changed' ? query.reason : null}
      captchaConfig={captcha ?? FALLBACK_CAPTCHA}
      captchaFailed={captcha === null}
      resendDeadline={resendDeadlineFor(cookieStore.get(RESEND_COOKIE)?.value, 'code')}
      attemptPolicy={attemptPolicy(settingValue(settings, 'session.incorrectPasswordBlock.after'), settingValue(settings, 'session.incorrectPasswordBlock.during'))}
    />
  );
}
