import { Button, Flex, Heading, Text } from '@chakra-ui/react';

/**
 * Full-page message for the technical-error and not-found pages. It replaces every layout below the root (the
 * boundaries sit at the tenant segment), so it is the page's main landmark. Flex rather than Stack: the not-found
 * boundary is in every page's server tree, and Stack was a client chunk of its own on each first load (0.7 KiB).
 */
export function StatusPage({ code, title, text, homeHref, homeLabel }: { code: string; title: string; text: string; homeHref: string; homeLabel: string }) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" px="4" bg="bg.subtle">
      <Flex direction="column" gap="4" align="center" maxW="lg" textAlign="center">
        <Text aria-hidden="true" fontSize="6xl" lineHeight="1" fontWeight="bold" color="brand.fg">
          {code}
        </Text>
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild>
          <a href={homeHref}>{homeLabel}</a>
        </Button>
      </Flex>
    </Flex>
  );
}
