'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { Box, Combobox, createListCollection, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { ComboboxRoot } from '@/components/ui/combobox';
import { Kbd } from '@/components/ui/kbd';
import { useApp } from '@/components/layout/app-provider';
import { useKeyedData } from '@/components/layout/use-keyed-data';
import { DialogBody, DialogCloseTrigger, DialogContent, DialogHeader, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import type { TransactionListRow } from '@/lib/acquiring/contract/transactions';
import { shownAmount } from '@/lib/domain/operation-effects';
import { buildPath } from '@/lib/domain/paths';
import { transactionStatusColor, transactionStatusGroup } from '@/lib/domain/transaction-status';
import { DETAILS_PARAM } from '@/lib/operations/list-state';
import { formatCurrencyAmount } from '@/lib/operations/money-view';
import { formatDateTime } from '@/lib/operations/dates';
import {
  normaliseSearchText,
  rankSearchHits,
  searchProbeParams,
  searchProbes,
  SEARCH_LIST_CALL,
  SEARCH_MIN_LENGTH,
  type SearchHit,
  type SearchMatch,
} from '@/lib/operations/operation-search';
import { useKnownCurrencies } from './known-currencies';

/** Typing settles for this long before the readings are asked. */
const TYPING_PAUSE_MS = 250;

type Hit = SearchHit<TransactionListRow>;
const NO_HITS: Hit[] = [];

/** The field a hit was found by, as the merchant typed it: the RRN, the code, the masked card, the check. */
function matchedValue(hit: Hit): string {
  const { row, match } = hit;
  const byMatch: Record<SearchMatch, string> = {
    rrn: row.rrn ?? '',
    authorizationCode: row.authorizationCode ?? '',
    card: row.cardMask ?? '',
    amount: '',
    checkNumber: `${row.operationDay}/${row.transactionNumber}`,
  };
  return byMatch[match];
}

/** The value with the typed part marked, so «8444» inside an RRN reads differently from a card ending in 8444. */
function MarkedValue({ value, typed }: { value: string; typed: string }) {
  const at = typed ? value.toUpperCase().lastIndexOf(typed.toUpperCase()) : -1;
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at)}
      <Box as="mark" bg="transparent" color="fg" fontWeight="semibold">
        {value.slice(at, at + typed.length)}
      </Box>
      {value.slice(at + typed.length)}
    </>
  );
}

/** The hit's status: the colour and name of its group (spec §4); the search opens on every page, so its own texts. */
function HitStatus({ code }: { code: number }) {
  const t = useTranslations('Search');
  const group = transactionStatusGroup(code);
  return (
    <HStack as="span" gap="1" flexShrink={0} color="fg" data-status={group} data-testid="search-hit-status">
      <Box as="span" aria-hidden flexShrink={0} boxSize="2" rounded="full" style={{ background: transactionStatusColor(group) }} />
      {t(`status.${group}`)}
    </HStack>
  );
}

/**
 * The operation search (issue 21 §2): as the merchant types, every reading of the text (lib/operations/operation-search.ts)
 * is asked side by side; choosing a hit opens its details over the list. Keyboard: arrows choose, Enter opens, Esc closes.
 */
export default function OperationSearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('Search');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'Europe/Moscow';
  const router = useRouter();
  const { alias, api } = useApp();
  const [text, setText] = useState('');
  // the currencies the list screens loaded with their page, not a call per search
  const currencies = useKnownCurrencies(open);

  // once per keystroke: what is asked, and whether anything can be
  const probes = useMemo(() => searchProbes(text), [text]);
  // every reading side by side, once per typing pause; the hits on show answer `answered.key` (while it differs
  // from what is typed, a search is under way); a failure shows its alert and no hits
  const answered = useKeyedData<Hit[]>(
    probes.length > 0 ? text : null,
    (signal) =>
      Promise.all(
        probes.map((probe) =>
          api(SEARCH_LIST_CALL, { search: searchProbeParams(probe), signal }).then((answer) => ({ match: probe.match, rows: answer.result })),
        ),
      ).then((answers) => rankSearchHits(text, answers)),
    { delay: TYPING_PAUSE_MS, failed: () => [] },
  );
  // what no reading can find leaves no stale hits on show
  const shown = probes.length > 0 ? (answered?.value ?? NO_HITS) : NO_HITS;
  const collection = useMemo(() => createListCollection<Hit>({ items: shown, itemToString: (hit) => String(hit.row.id), itemToValue: (hit) => String(hit.row.id) }), [shown]);
  const openHit = (id: string) => {
    onOpenChange(false);
    router.push(`${buildPath(alias, 'list')}?${DETAILS_PARAM}=${encodeURIComponent(id)}`);
  };

  const typed = normaliseSearchText(text);
  const tooShort = typed.length > 0 && typed.length < SEARCH_MIN_LENGTH;
  const unreadable = typed.length >= SEARCH_MIN_LENGTH && probes.length === 0;
  const searching = probes.length > 0 && answered?.key !== text;
  const nothingFound = probes.length > 0 && !searching && shown.length === 0;

  return (
    <DialogRoot open={open} onOpenChange={(details) => onOpenChange(details.open)} size="md" initialFocusEl={() => document.getElementById('operation-search-input')}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
        </DialogHeader>
        <DialogCloseTrigger aria-label={t('close')} />
        <DialogBody pb="5">
          <ComboboxRoot
            collection={collection}
            inputValue={text}
            onInputValueChange={(details) => setText(details.inputValue)}
            onValueChange={(details) => {
              const [id] = details.value;
              if (id) openHit(id);
            }}
            inputBehavior="autohighlight"
            selectionBehavior="preserve"
            openOnClick
            positioning={{ sameWidth: true, strategy: 'absolute' }}
            ids={{ input: 'operation-search-input' }}
          >
            <Combobox.Label>{t('label')}</Combobox.Label>
            <Combobox.Control>
              <Combobox.Input placeholder={t('placeholder')} autoComplete="off" spellCheck={false} />
              <Combobox.IndicatorGroup>{searching && <Spinner size="xs" aria-label={t('searching')} />}</Combobox.IndicatorGroup>
            </Combobox.Control>
            <Combobox.Positioner>
              <Combobox.Content maxH="min(60vh, 420px)" overflowY="auto">
                {collection.items.map((hit) => (
                  <Combobox.Item key={hit.row.id} item={hit} data-testid="search-hit" data-match={hit.match} data-exact={hit.exact}>
                    <Flex direction="column" gap="0.5" minW="0" flex="1">
                      <Flex justify="space-between" gap="3">
                        <Text asChild fontVariantNumeric="tabular-nums">
                          <time dateTime={hit.row.serverDateTime}>{formatDateTime(hit.row.serverDateTime, locale, timeZone)}</time>
                        </Text>
                        <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                          {formatCurrencyAmount(shownAmount(hit.row.operation, hit.row.amount), hit.row.currencyId, currencies, locale)}
                        </Text>
                      </Flex>
                      <HStack gap="1.5" fontSize="sm" color="fg.muted" minW="0">
                        <HitStatus code={hit.row.hostResponseCode} />
                        <Text as="span" aria-hidden>
                          ·
                        </Text>
                        <Text as="span" truncate>
                          {t.rich(`match.${hit.match}`, { value: matchedValue(hit), v: () => <MarkedValue value={matchedValue(hit)} typed={typed} /> })} · {t('terminal', { id: hit.row.terminal.externalId })}
                        </Text>
                      </HStack>
                    </Flex>
                  </Combobox.Item>
                ))}
              </Combobox.Content>
            </Combobox.Positioner>
          </ComboboxRoot>
          <Box mt="3" minH="5" aria-live="polite" fontSize="sm" color="fg.muted">
            {tooShort && t('tooShort', { count: SEARCH_MIN_LENGTH })}
            {unreadable && t('unreadable')}
            {nothingFound && t('nothingFound')}
          </Box>
          <Text mt="2" fontSize="xs" color="fg.muted" hideBelow="sm">
            <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> {t('keysChoose')} · <Kbd size="sm">Enter</Kbd> {t('keysOpen')} · <Kbd size="sm">Esc</Kbd> {t('keysClose')}
          </Text>
        </DialogBody>
      </DialogContent>
    </DialogRoot>
  );
}
