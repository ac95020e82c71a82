'use client';

import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/theme/system';
import { EmotionRegistry } from './emotion-registry';
import { useNonce } from './nonce';

/**
 * The Chakra design system (and its Emotion runtime) for the part of the tree that uses it: the
 * signed-in pages and the heavier guest pages. The login and status pages stay outside it and load
 * none of it (issue 9: first-load JS and main-thread time on a phone).
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <EmotionRegistry nonce={nonce}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
