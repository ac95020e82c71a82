import { Heading, Text } from '@chakra-ui/react';
import { getTranslations } from 'next-intl/server';

/** Guest screens completed by the account issue; the route already exists with and without the alias. */
export async function GuestSection({ title }: { title: 'forgotTitle' | 'privacyPolicyTitle' }) {
  const [t, tOperations] = await Promise.all([getTranslations('Pages'), getTranslations('Operations')]);
  return (
    <>
      <Heading as="h1" size="lg">
        {t(title)}
      </Heading>
      <Text color="gray.700">{tOperations('comingSoon')}</Text>
    </>
  );
}
