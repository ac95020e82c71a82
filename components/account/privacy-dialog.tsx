'use client';

import { useState } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { goToAuth, signOutStarted } from '@/lib/client/go-to-auth';
import { PlainButton } from '@/components/plain/controls';
import { PlainDialog } from '@/components/plain/dialog';
import kit from '@/components/plain/kit.module.css';
import { buildPath } from '@/lib/domain/routes';
import { safeHttpUrl } from '@/lib/tenant/brand';
import styles from './account.module.css';

/** Spec §2: persistent privacy-policy confirmation (width 500): Принять confirms and reloads, Отменить logs out. */
export default function PrivacyDialog({ policyUrl }: { policyUrl: string }) {
  const t = useTranslations('Account');
  const { api, alias } = useApp();
  const alertFailure = useFailureAlert();
  const [busy, setBusy] = useState<'accept' | 'cancel' | null>(null);
  // The URL comes from a setting: only an http(s) link leaves the site; anything else opens our own /privacyPolicy.
  const externalUrl = policyUrl ? safeHttpUrl(policyUrl) : '';

  async function accept() {
    setBusy('accept');
    try {
      await api('api/privacy-policy/confirm', { method: 'POST' });
      window.location.reload();
    } catch (error) {
      setBusy(null);
      // Spec §8: every call failure shows an error alert; the dialog stays until the policy is accepted.
      alertFailure(error);
    }
  }

  async function cancel() {
    setBusy('cancel');
    // Like "Выйти": the 401s of calls still in flight are expected, not "session ended".
    signOutStarted();
    await api('api/session/logout', { method: 'POST' }).catch(() => null);
    goToAuth(alias);
  }

  return (
    <PlainDialog
      width={500}
      open
      onClose={() => undefined}
      closable={false}
      role="alertdialog"
      title={t('privacyTitle')}
      testId="privacy-dialog"
      footer={
        <>
          <PlainButton variant="outline" onClick={cancel} loading={busy === 'cancel'} disabled={busy !== null}>
            {t('cancel')}
          </PlainButton>
          <PlainButton onClick={accept} loading={busy === 'accept'} disabled={busy !== null}>
            {t('accept')}
          </PlainButton>
        </>
      }
    >
      <div>
        <p className={styles.privacyText}>{t('privacyConfirmText')}</p>
        {externalUrl ? (
          <a className={kit.link} href={externalUrl} target="_blank" rel="noopener noreferrer">
            {t('privacyLink')}
          </a>
        ) : (
          <NextLink className={kit.link} href={buildPath(alias, 'privacyPolicy')} target="_blank" prefetch={false}>
            {t('privacyLink')}
          </NextLink>
        )}
      </div>
    </PlainDialog>
  );
}
