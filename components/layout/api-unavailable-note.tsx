import { useTranslations } from 'next-intl';
import { Box, Text } from '@chakra-ui/react';

/**
 * What the signed-in page shows while the API cannot be reached, behind the dialog and after it is closed, so a
 * closed dialog leaves no blank screen that reads as "nothing here". Rendered on the server: no component code.
 */
export function ApiUnavailableNote() {
  const t = useTranslations('Errors');
  return (
    <Box role="status" data-testid="api-unavailable" maxW="prose" mx="auto" mt="12" textAlign="center">
      <Text textStyle="lg" fontWeight="semibold">
        {t('unavailableTitle')}
      </Text>
      <Text mt="2" color="fg.muted">
        {t('unavailableRetrying')}
      </Text>
    </Box>
  );
}
