'use client';

import { useState } from 'react';
import NextLink from 'next/link';
import { Button, Dialog, Link, Portal, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp, goToAuth } from '@/components/layout/app-provider';
import { buildPath } from '@/lib/domain/routes';

/** Spec §2: persistent privacy-policy confirmation (width 500): Принять confirms and reloads, Отменить logs out. */
export default function PrivacyDialog({ policyUrl }: { policyUrl: string }) {
  const t = useTranslations('Account');
  const { api, alias } = useApp();
  const [busy, setBusy] = useState<'accept' | 'cancel' | null>(null);
  const internal = !policyUrl;

  async function accept() {
    setBusy('accept');
    try {
      await api('api/privacy-policy/confirm', { method: 'POST' });
      window.location.reload();
    } catch {
      setBusy(null);
    }
  }

  async function cancel() {
    setBusy('cancel');
    await api('api/session/logout', { method: 'POST' }).catch(() => null);
    goToAuth(alias);
  }

  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="3" data-testid="privacy-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('privacyTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{t('privacyConfirmText')}</Text>
              {internal ? (
                <Link asChild color="brand.fg">
                  <NextLink href={buildPath(alias, 'privacyPolicy')} target="_blank" prefetch={false}>
                    {t('privacyLink')}
                  </NextLink>
                </Link>
              ) : (
                <Link href={policyUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
                  {t('privacyLink')}
                </Link>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={cancel} loading={busy === 'cancel'} disabled={busy !== null}>
                {t('cancel')}
              </Button>
              <Button colorPalette="brand" onClick={accept} loading={busy === 'accept'} disabled={busy !== null}>
                {t('accept')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
