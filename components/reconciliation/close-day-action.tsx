'use client';

import { useCallback, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { Button } from '@chakra-ui/react';
import { closeDayHostParts, closeDayCall, closeDayResultOutcome } from '@/lib/reconciliation/close-day';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { useFocusReturn } from '@/lib/client/use-focus-return';

const CloseDayConfirm = dynamic(() => import('./close-day-confirm').then((module) => module.CloseDayConfirm), { ssr: false });

export interface CloseDayActionProps {
  terminalId: number;
  /** How the terminal is named in the confirmation and the messages (its external id). */
  terminalLabel: string;
  /** After the call answered (any code): lists refresh to show the new reconciliation. */
  onClosed?: () => void;
}

/**
 * Closes a terminal's operation day after a confirmation (spec §7 `api/terminal/close-day/{id}`)
 * and reports the answer (spec §8): 00 success; 011 the description plus the host code and its
 * description; any other code the description; a failed call the default error.
 * The caller decides whether it is shown at all (`canCloseTerminalDay`).
 */
export function CloseDayAction({ terminalId, terminalLabel, onClosed }: CloseDayActionProps) {
  const t = useTranslations('Reconciliation');
  const tErrors = useTranslations('Errors');
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const trigger = useFocusReturn<HTMLButtonElement>(confirming);

  const cancel = useCallback(() => setConfirming(false), []);

  async function closeDay() {
    setRunning(true);
    try {
      const answer = await api(closeDayCall(terminalId));
      const outcome = closeDayResultOutcome(answer?.result);
      if ('key' in outcome) alerts.push('error', tErrors('operationFailed'));
      else if (outcome.tone === 'success') alerts.push('success', t('closeDaySuccess', { terminal: terminalLabel }));
      else if ('hostResponseCode' in outcome) {
        const { lead, host } = closeDayHostParts(outcome);
        alerts.push('error', lead ? t('closeDayHostError', { description: lead, host }) : t('closeDayHostOnly', { host }));
      } else alerts.push('error', outcome.description ? t('closeDayRefused', { description: outcome.description }) : tErrors('operationFailed'));
      onClosed?.();
    } catch (error) {
      alertFailure(error);
    } finally {
      setRunning(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="xs"
        color="brand.fg"
        borderColor="brand.muted"
        aria-label={t('closeDayOf', { terminal: terminalLabel })}
        loading={running}
        loadingText={t('closeDayRunning')}
        onClick={() => setConfirming(true)}
      >
        {t('closeDay')}
      </Button>
      {confirming && <CloseDayConfirm terminalLabel={terminalLabel} running={running} onConfirm={closeDay} onCancel={cancel} />}
    </>
  );
}
