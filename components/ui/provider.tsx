'use client';

import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/theme/system';
import { EmotionRegistry } from './emotion-registry';

/** Chakra for every page (the root layout): the product's system, its styles streamed with the CSP nonce. */
export function Provider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <EmotionRegistry nonce={nonce}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
