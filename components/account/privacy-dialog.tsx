'use client';

import { useState } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { goToAuth, signOutStarted } from '@/lib/client/go-to-auth';
import { Button, Link, Text } from '@chakra-ui/react';
import { AccountDialog } from './account-dialog';
import { buildPath } from '@/lib/domain/paths';
import { safeHttpUrl } from '@/lib/tenant/brand';

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
      await api(ENDPOINTS.privacyPolicyConfirm);
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
    await api(ENDPOINTS.logout).catch(() => null);
    goToAuth(alias);
  }

  return (
    <AccountDialog
      size="sm"
      onClose={() => undefined}
      closable={false}
      role="alertdialog"
      title={t('privacyTitle')}
      testId="privacy-dialog"
      footer={
        <>
          <Button variant="outline" onClick={cancel} loading={busy === 'cancel'} disabled={busy !== null}>
            {t('cancel')}
          </Button>
          <Button onClick={accept} loading={busy === 'accept'} disabled={busy !== null}>
            {t('accept')}
          </Button>
        </>
      }
    >
      <Text mb="3">{t('privacyConfirmText')}</Text>
      {externalUrl ? (
        <Link href={externalUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {t('privacyLink')}
        </Link>
      ) : (
        <Link asChild color="brand.fg">
          <NextLink href={buildPath(alias, 'privacyPolicy')} target="_blank" prefetch={false}>
            {t('privacyLink')}
          </NextLink>
        </Link>
      )}
    </AccountDialog>
  );
}
