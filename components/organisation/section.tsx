import type { ReactNode } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';

/** One titled part of the organisation page; `actions` sit beside the title. */
export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mb="8">
      <Flex wrap="wrap" align="center" justify="space-between" gap="3" mb="3">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
