import type { ReactNode } from 'react';
import { Flex, Heading } from '@chakra-ui/react';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
