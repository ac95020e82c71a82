'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { PaginationOnDemand } from '@/components/ui/pagination-on-demand';
import { LIST_PAGE_SIZES, pageCount, pageOffset, typedPage, withFilter, withPageSize, type ListState } from '@/lib/operations/list-state';

interface ListPagingProps {
  count: number;
  state: ListState;
  navigate: (next: ListState) => void;
}

/** «Перейти к странице»: a page number, Enter or the button; a number that is no page says so. */
function PageJump({ pages, onJump }: { pages: number; onJump: (page: number) => void }) {
  const t = useTranslations('Operations');
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const page = typedPage(text, pages);
    setInvalid(page === null);
    if (page === null) return;
    setText('');
    onJump(page);
  }
  return (
    <form onSubmit={submit} noValidate data-testid="page-jump">
      <HStack align="flex-end" gap="2">
        <Field label={t('pageJump')} ids={{ control: `${id}-page`, errorText: `${id}-error` }} invalid={invalid} errorText={t('pageJumpInvalid', { pages })} w="auto">
          <Input
            name="page"
            size="sm"
            w="20"
            bg="bg.panel"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={invalid ? `${id}-error` : undefined}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setInvalid(false);
            }}
          />
        </Field>
        <Button type="submit" size="sm" variant="outline" bg="bg.panel">
          {t('pageJumpGo')}
        </Button>
      </HStack>
    </form>
  );
}

/**
 * The list's paging (issue 21 §2): the one pagination of the product, «Страница N из M», the page size
 * (20 per spec §9, 50, 100) and a jump to a page. Each is a new address: a reload or a bookmark shows the same page.
 */
export function ListPaging({ count, state, navigate }: ListPagingProps) {
  const t = useTranslations('Operations');
  const { limit, offset } = state.filter;
  const pages = pageCount(count, limit);
  const page = Math.floor(offset / limit) + 1;
  // nothing to page or to size: every operation fits the smallest page
  if (count <= LIST_PAGE_SIZES[0] && offset === 0) return null;
  const goTo = (next: number) => navigate(withFilter(state, { offset: pageOffset(next - 1, limit) }));
  return (
    <Flex wrap="wrap" align="flex-end" justify="space-between" columnGap="6" rowGap="3" className="bo-no-print">
      {pages > 1 ? (
        <Flex direction="column" align={{ base: 'stretch', sm: 'flex-start' }} gap="1">
          <PaginationOnDemand aria-label={t('pagination')} count={count} pageSize={limit} page={page} siblingCount={1} onPageChange={({ page: next }) => goTo(next)} />
          <Text textStyle="sm" data-testid="list-page">
            {t('page', { page, pages })}
          </Text>
        </Flex>
      ) : (
        <span />
      )}
      <HStack wrap="wrap" align="flex-end" gap="4">
        <Field label={t('pageSize')} w="auto">
          <NativeSelectRoot size="sm" w="24">
            <NativeSelectField
              bg="bg.panel"
              name="pageSize"
              value={String(limit)}
              onChange={(event) => navigate(withPageSize(state, Number(event.currentTarget.value)))}
              items={LIST_PAGE_SIZES.map((size) => String(size))}
            />
          </NativeSelectRoot>
        </Field>
        {pages > 1 && <PageJump pages={pages} onJump={goTo} />}
      </HStack>
    </Flex>
  );
}
