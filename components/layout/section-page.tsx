import { Box, Text } from '@chakra-ui/react';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';

type SectionTitle = 'dashboardTitle' | 'listTitle' | 'onMapTitle' | 'organisationTitle' | 'reconciliationTitle' | 'windowTitle';

/** A signed-in section whose screen is built in its own issue; it still checks the session itself. */
export async function SectionPage({ params, title }: { params: Promise<{ subCatalog: string }>; title: SectionTitle }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  const [t, tOperations] = await Promise.all([getTranslations('Pages'), getTranslations('Operations')]);
  return (
    <Box>
      <PageHeading title={t(title)} />
      <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', sm: '6' }}>
        <Text fontWeight="medium">{t('welcome', { name: session.user.fullName })}</Text>
        <Text color="gray.700" mt="2">
          {tOperations('comingSoon')}
        </Text>
      </Box>
    </Box>
  );
}
