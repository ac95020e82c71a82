import NextLink from 'next/link';
import { Box, Flex } from '@chakra-ui/react';
import { getTranslations } from 'next-intl/server';
import { buildPath } from '@/lib/domain/routes';

const SECTIONS = ['dashboard', 'list', 'onMap', 'reconciliation'] as const;

/** The screens of the Операции tab. */
export async function OperationsNav({ alias, current }: { alias: string | null; current: (typeof SECTIONS)[number] }) {
  const t = await getTranslations('Operations');
  return (
    <Flex as="nav" aria-label={t('sectionNav')} gap="1" mb="4" overflowX="auto" className="bo-no-print">
      {SECTIONS.map((section) => (
        <Box
          key={section}
          asChild
          px="3"
          py="1.5"
          borderRadius="md"
          whiteSpace="nowrap"
          fontSize="sm"
          fontWeight="medium"
          textDecoration="none"
          bg={section === current ? 'brand.solid' : 'white'}
          color={section === current ? 'brand.contrast' : 'gray.800'}
          borderWidth="1px"
          _hover={{ bg: section === current ? 'brand.solid' : 'gray.100' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        >
          <NextLink href={buildPath(alias, section)} prefetch={false} aria-current={section === current ? 'page' : undefined}>
            {t(section)}
          </NextLink>
        </Box>
      ))}
    </Flex>
  );
}
