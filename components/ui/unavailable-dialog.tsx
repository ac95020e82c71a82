'use client';

import { useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Flex, Heading, Text, chakra } from '@chakra-ui/react';
import { useModalDialog } from '@/lib/client/modal-dialogs';

/**
 * Spec §8: HTTP 502 or 504 → 'The system is temporarily unavailable, please try again later'. With the failed
 * request's id (issue 35 §3), which support finds in the server's log line of that request.
 * A native modal <dialog> styled by the system: the browser traps focus, closes it on Esc and makes the page behind
 * inert, with no dialog machinery on the first load of any page (the login page included).
 */
export function UnavailableDialog({ open, requestId, onClose }: { open: boolean; requestId?: string; onClose: () => void }) {
  const t = useTranslations('Errors');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModalDialog(ref, open);
  return (
    <chakra.dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="unavailable-dialog"
      onClose={onClose}
      width="calc(100% - 2rem)"
      maxW="500px"
      m="auto"
      p="0"
      color="fg"
      bg="bg.panel"
      border="0"
      borderRadius="l3"
      boxShadow="lg"
      _backdrop={{ bg: 'blackAlpha.500' }}
    >
      <Heading as="h2" size="lg" px="6" pt="6" pb="4" id={`${id}-title`}>
        {t('unavailableTitle')}
      </Heading>
      <Text textStyle="sm" px="6" pb="2" id={`${id}-text`}>
        {t('unavailable')}
      </Text>
      {requestId && (
        <Text textStyle="xs" color="fg.muted" px="6" data-testid="unavailable-request-id">
          {t('requestId')}{' '}
          {/* whole on one line, and one click selects it for a copy */}
          <chakra.span whiteSpace="nowrap" userSelect="all">
            {requestId}
          </chakra.span>
        </Text>
      )}
      <Flex justify="flex-end" gap="3" px="6" pt="4" pb="6">
        <Button onClick={() => (typeof ref.current?.close === 'function' ? ref.current.close() : onClose())}>{t('ok')}</Button>
      </Flex>
    </chakra.dialog>
  );
}
