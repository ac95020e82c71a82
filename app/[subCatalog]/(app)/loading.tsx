import { Center, Spinner } from '@chakra-ui/react';
import { getTranslations } from 'next-intl/server';

/** The global loader between signed-in pages. */
export default async function Loading() {
  const t = await getTranslations('Shell');
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label={t('loading')} />
    </Center>
  );
}
