'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { Terminal } from '@/lib/acquiring/contract/organisation';
import { closableTerminals, terminalLabel } from '@/lib/reconciliation/present';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { CloseDayAction } from './close-day-action';

/** The reconciliation page's way to close a day: choose one of the user's terminals, then close. */
export function CloseDayPanel({ terminals, onClosed }: { terminals: Terminal[]; onClosed: () => void }) {
  const t = useTranslations('Reconciliation');
  const headingId = useId();
  const options = closableTerminals(terminals);
  const [terminalId, setTerminalId] = useState<number | null>(null);
  const chosen = options.find((terminal) => terminal.id === terminalId) ?? null;
  return (
    <Card.Root asChild mb="4">
      <section aria-labelledby={headingId}>
        <Card.Body p={{ base: '3', sm: '4' }} gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {t('closeDayTitle')}
          </Heading>
          {options.length === 0 ? (
            <Text color="fg.muted">{t('closeDayNoTerminals')}</Text>
          ) : (
            <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }} gap="3">
              <Box flex="1" minW="0" maxW={{ sm: '420px' }}>
                <Field label={t('closeDayTerminal')}>
                  <NativeSelectRoot size="sm">
                    <NativeSelectField
                      value={terminalId === null ? '' : String(terminalId)}
                      onChange={(event) => setTerminalId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
                      items={[{ value: '', label: t('closeDayChoose') }, ...options.map((terminal) => ({ value: String(terminal.id), label: terminalLabel(terminal) }))]}
                    />
                  </NativeSelectRoot>
                </Field>
              </Box>
              {chosen && <CloseDayAction terminalId={chosen.id} terminalLabel={chosen.externalId} onClosed={onClosed} />}
            </Flex>
          )}
        </Card.Body>
      </section>
    </Card.Root>
  );
}
