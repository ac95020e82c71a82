import NextLink from 'next/link';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

/** Full-page message for the technical-error and not-found pages. */
export function StatusPage({ code, title, text, homeHref, homeLabel }: { code: string; title: string; text: string; homeHref: string; homeLabel: string }) {
  return (
    <Center minH="100dvh" px="4" bg="gray.50">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          {code}
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="gray.700">{text}</Text>
        <Button asChild colorPalette="brand">
          <NextLink href={homeHref} prefetch={false}>
            {homeLabel}
          </NextLink>
        </Button>
      </Stack>
    </Center>
  );
}
