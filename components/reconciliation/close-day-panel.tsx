'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PlainField } from '@/components/plain/controls';
import { PlainSelect } from '@/components/plain/inputs';
import kit from '@/components/plain/kit.module.css';
import type { Terminal } from '@/lib/acquiring/contract';
import { closableTerminals, terminalLabel } from '@/lib/reconciliation/present';
import { CloseDayAction } from './close-day-action';
import styles from './reconciliation.module.css';

/** The reconciliation page's way to close a day: choose one of the user's terminals, then close. */
export function CloseDayPanel({ terminals, onClosed }: { terminals: Terminal[]; onClosed: () => void }) {
  const t = useTranslations('Reconciliation');
  const headingId = useId();
  const options = closableTerminals(terminals);
  const [terminalId, setTerminalId] = useState<number | null>(null);
  const chosen = options.find((terminal) => terminal.id === terminalId) ?? null;
  return (
    <section aria-labelledby={headingId} className={styles.closeDayPanel}>
      <h2 id={headingId} className={kit.subTitle}>
        {t('closeDayTitle')}
      </h2>
      {options.length === 0 ? (
        <p className={kit.muted}>{t('closeDayNoTerminals')}</p>
      ) : (
        <div className={styles.closeDayRow}>
          <div className={styles.closeDayField}>
            <PlainField label={t('closeDayTerminal')}>
              <PlainSelect
                small
                value={terminalId === null ? '' : String(terminalId)}
                onChange={(event) => setTerminalId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
              >
                <option value="">{t('closeDayChoose')}</option>
                {options.map((terminal) => (
                  <option key={terminal.id} value={terminal.id}>
                    {terminalLabel(terminal)}
                  </option>
                ))}
              </PlainSelect>
            </PlainField>
          </div>
          {chosen && <CloseDayAction terminalId={chosen.id} terminalLabel={chosen.externalId} onClosed={onClosed} />}
        </div>
      )}
    </section>
  );
}
