'use client';

import { useId, useState } from 'react';
import { Box, Field, Flex, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { Terminal } from '@/lib/acquiring/contract';
import { closableTerminals, terminalLabel } from '@/lib/reconciliation/present';
import { CloseDayAction } from './close-day-action';

/** The reconciliation page's way to close a day: choose one of the user's terminals, then close. */
export function CloseDayPanel({ terminals, onClosed }: { terminals: Terminal[]; onClosed: () => void }) {
  const t = useTranslations('Reconciliation');
  const headingId = useId();
  const options = closableTerminals(terminals);
  const [terminalId, setTerminalId] = useState<number | null>(null);
  const chosen = options.find((terminal) => terminal.id === terminalId) ?? null;
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '3', sm: '4' }} mb="4">
      <Heading as="h2" id={headingId} size="md" mb="2">
        {t('closeDayTitle')}
      </Heading>
      {options.length === 0 ? (
        <Text color="fg.muted">{t('closeDayNoTerminals')}</Text>
      ) : (
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
          <Field.Root maxW={{ sm: '420px' }}>
            <Field.Label>{t('closeDayTerminal')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={terminalId === null ? '' : String(terminalId)}
                onChange={(event) => setTerminalId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
              >
                <option value="">{t('closeDayChoose')}</option>
                {options.map((terminal) => (
                  <option key={terminal.id} value={terminal.id}>
                    {terminalLabel(terminal)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {chosen && <CloseDayAction terminalId={chosen.id} terminalLabel={chosen.externalId} onClosed={onClosed} />}
        </Flex>
      )}
    </Box>
  );
}
