'use client';

import { useEffect } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { buildPath, parsePath } from '@/lib/domain/routes';

/** Spec §2/§8: "Any rendering error redirects to the error page." */
export default function RenderingError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
    const alias = parsePath(window.location.pathname)?.alias ?? null;
    window.location.replace(buildPath(alias, 'error'));
  }, [error]);
  return (
    <Center minH="50vh">
      <Spinner size="lg" />
    </Center>
  );
}
