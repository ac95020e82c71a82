'use client';

import { useState } from 'react';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { TransactionDetails } from '@/lib/acquiring/contract/transactions';
import type { OperationsSettings } from '@/lib/operations/settings-view';
import { usePreloadOnIntent } from '@/lib/client/preload';
import { LazySendCheckDialog, LazyTransactionDetailsDrawer, loadTransactionDetails } from './lazy-dialogs';
import type { SendCheckMode } from './send-check-dialog';
import type { ListScreen } from './use-list-screen';
import { useTransactionDetails } from './use-operations';

/** Which checks the open send-check dialog sends: one operation's, or the selected ones (mass). */
export interface SendCheckRequest {
  mode: SendCheckMode;
  ids: number[];
}

/**
 * The details drawer of the operation open in the URL and the send-check dialog, over the list or the
 * map; the drawer's "send check" opens the dialog through `onSendCheck`, closing it passes null.
 */
export function OperationOverlays({
  screen: { detailsId, state, navigate },
  initialDetails,
  currencies,
  settings,
  sendCheck,
  onSendCheck,
}: {
  screen: ListScreen;
  initialDetails: TransactionDetails | null;
  currencies: Currency[];
  settings: OperationsSettings;
  sendCheck: SendCheckRequest | null;
  onSendCheck: (request: SendCheckRequest | null) => void;
}) {
  // The operation just closed stays on show while the drawer plays its leave.
  const [leaving, setLeaving] = useState<number | null>(null);
  const [openId, setOpenId] = useState(detailsId);
  if (openId !== detailsId) {
    setOpenId(detailsId);
    setLeaving(detailsId === null ? openId : null);
  }
  usePreloadOnIntent(loadTransactionDetails);
  const shownId = detailsId ?? leaving;
  const shownDetails = useTransactionDetails(shownId, initialDetails, () => navigate(state, null, true));
  return (
    <>
      {shownId !== null && (
        <LazyTransactionDetailsDrawer
          open={detailsId !== null}
          onExitComplete={() => setLeaving(null)}
          details={shownDetails}
          currencies={currencies}
          settings={settings}
          onClose={() => navigate(state, null)}
          onOpen={(id) => navigate(state, id)}
          onSendCheck={(mode, id) => onSendCheck({ mode, ids: [id] })}
        />
      )}
      {sendCheck && <LazySendCheckDialog mode={sendCheck.mode} ids={sendCheck.ids} settings={settings} onClose={() => onSendCheck(null)} />}
    </>
  );
}
