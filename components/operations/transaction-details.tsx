'use client';

import { useTranslations } from 'next-intl';
import { Button, Flex, Grid, Spinner } from '@chakra-ui/react';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import { DrawerBody, DrawerCloseTrigger, DrawerContent, DrawerFooter, DrawerHeader, DrawerRoot, DrawerTitle } from '@/components/ui/drawer';
import { Motion, m } from '@/components/ui/motion';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { ReceiptSlip } from './receipt-slip';
import { TransactionReceipt } from './transaction-receipt';

/**
 * The details drawer: the receipt's technical panel, print (the customer's slip, never the panel), send / resend the
 * check. Leaves with its motion before `onExitComplete`.
 */
export function TransactionDetailsDrawer({
  open = true,
  details,
  currencies,
  settings,
  onClose,
  onExitComplete,
  onOpen,
  onSendCheck,
}: {
  open?: boolean;
  details: TransactionDetails | null;
  currencies: Currency[];
  settings: OperationsSettings;
  onClose: () => void;
  onExitComplete?: () => void;
  onOpen: (id: number) => void;
  onSendCheck: (mode: 'send' | 'resend', id: number) => void;
}) {
  const t = useTranslations('Operations');
  const canSend = settings.sendCheckEmail || settings.sendCheckPhone;
  return (
    <DrawerRoot open={open} onOpenChange={(change) => !change.open && onClose()} onExitComplete={onExitComplete} placement="end" size={{ base: 'full', sm: 'md' }}>
      {details && <ReceiptSlip details={details} currencies={currencies} settings={settings} />}
      <DrawerContent data-testid="transaction-details">
        <DrawerHeader pe="12">
          <DrawerTitle>{details ? t('detailsOf', { number: `${details.operationDay}/${details.transactionNumber}` }) : t('details')}</DrawerTitle>
        </DrawerHeader>
        {/* a long receipt scrolls inside the panel: focusable, so the keyboard scrolls it too (axe scrollable-region-focusable) */}
        <DrawerBody tabIndex={0} focusVisibleRing="inside">
          {details ? (
            <Motion>
              <m.div key={details.id} initial={{ opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.2 }}>
                <TransactionReceipt details={details} currencies={currencies} settings={settings} onOpenParent={onOpen} />
              </m.div>
            </Motion>
          ) : (
            <Flex align="center" gap="2" color="fg.muted">
              <Spinner size="sm" />
              {t('detailsLoading')}
            </Flex>
          )}
        </DrawerBody>
        {details && (
          <DrawerFooter>
            {/* Two rows at most, at any width: print and send side by side, «send again» (the longest) under them. */}
            <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2" w="full" data-testid="details-actions">
              <Button variant="outline" size="sm" gridColumn={canSend ? undefined : 'span 2'} onClick={() => window.print()} data-testid="print-receipt">
                {t('print')}
              </Button>
              {canSend && (
                <>
                  <Button size="sm" onClick={() => onSendCheck('send', details.id)}>
                    {t('sendCheck')}
                  </Button>
                  <Button variant="outline" size="sm" gridColumn="span 2" onClick={() => onSendCheck('resend', details.id)}>
                    {t('resendCheck')}
                  </Button>
                </>
              )}
            </Grid>
          </DrawerFooter>
        )}
        <DrawerCloseTrigger aria-label={t('detailsClose')} />
      </DrawerContent>
    </DrawerRoot>
  );
}
