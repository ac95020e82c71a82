import type { ReactNode } from 'react';
import { Flex, Heading } from '@chakra-ui/react';

/** A signed-in page's title, with the page's actions beside it (wrapping under it on a phone). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex wrap="wrap" align="center" justify="space-between" gap="4" mb="4">
      <Heading as="h1" size={{ base: '2xl', sm: '3xl' }} fontWeight="semibold">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
