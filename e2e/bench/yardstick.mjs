// Issue 20's yardstick: a minimal Chakra v3 login page on the modular system (createSystem(defaultBaseConfig, …)
// with only the recipes it draws) and an Emotion registry, built beside the bare Next page with the same
// packages. It has a logo, a card, two labelled inputs, a reveal button, a submit button, a link, a footer and
// a language select; the product's pages are measured against it.
import { startNextApp } from './servers.mjs';

const SYSTEM = `import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { animationStyles, buttonRecipe, cardSlotRecipe, fieldSlotRecipe, globalCss, inputRecipe, keyframes, layerStyles, linkRecipe, nativeSelectSlotRecipe, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';

export const system = createSystem(defaultBaseConfig, defineConfig({
  preflight: true,
  globalCss,
  theme: {
    tokens, semanticTokens, keyframes, textStyles, layerStyles, animationStyles,
    recipes: { button: buttonRecipe, input: inputRecipe, link: linkRecipe },
    slotRecipes: { card: cardSlotRecipe, field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
  },
}));
`;

const PROVIDERS = `'use client';
import { useState } from 'react';
import { useServerInsertedHTML } from 'next/navigation';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

export function Providers({ nonce, children }) {
  const [{ cache, flush }] = useState(() => {
    const cache = createCache({ key: 'css', nonce });
    cache.compat = true;
    const insert = cache.insert.bind(cache);
    let inserted = [];
    cache.insert = (...args) => {
      if (cache.inserted[args[1].name] === undefined) inserted.push(args[1].name);
      return insert(...args);
    };
    return { cache, flush: () => { const names = inserted; inserted = []; return names; } };
  });
  useServerInsertedHTML(() => {
    const names = flush();
    if (names.length === 0) return null;
    const css = names.map((name) => cache.inserted[name]).filter((style) => typeof style === 'string').join('');
    return <style key={names.join(' ')} nonce={nonce} data-emotion={\`css \${names.join(' ')}\`} dangerouslySetInnerHTML={{ __html: css }} />;
  });
  return <CacheProvider value={cache}><ChakraProvider value={system}>{children}</ChakraProvider></CacheProvider>;
}
`;

const LAYOUT = `import { Providers } from './providers';
export const metadata = { title: 'Вход' };
export default function Layout({ children }) {
  return <html lang="ru" suppressHydrationWarning><body><Providers>{children}</Providers></body></html>;
}
`;

const LOGIN = `'use client';
import { useState } from 'react';
import { Box, Button, Card, Field, Flex, Heading, IconButton, Image, Input, InputGroup, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';

const LOGO = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="8" fill="%232193A7"/></svg>';

export default function LoginPage() {
  const [visible, setVisible] = useState(false);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" p="4"><Image src={LOGO} alt="Банк" h="40px" w="40px" /></Box>
      <Flex as="main" flex="1" align="center" justify="center" px="4">
        <Card.Root w="full" maxW="420px">
          <Card.Body gap="4">
            <Heading as="h1" size="lg">Вход в личный кабинет</Heading>
            <form onSubmit={(event) => event.preventDefault()}>
              <Stack gap="4">
                <Field.Root required>
                  <Field.Label>E-mail или телефон<Field.RequiredIndicator /></Field.Label>
                  <Input name="login" autoComplete="username" />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Пароль<Field.RequiredIndicator /></Field.Label>
                  <InputGroup endElement={<IconButton variant="ghost" size="xs" aria-label={visible ? 'Скрыть пароль' : 'Показать пароль'} onClick={() => setVisible(!visible)}>👁</IconButton>}>
                    <Input name="password" type={visible ? 'text' : 'password'} autoComplete="current-password" />
                  </InputGroup>
                </Field.Root>
                <Button type="submit" colorPalette="teal">Войти</Button>
                <Link href="/forgot" alignSelf="center">Забыли пароль?</Link>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Flex>
      <Flex as="footer" p="4" gap="4" justify="space-between" align="center" borderTopWidth="1px" bg="bg.panel">
        <Text textStyle="sm" color="fg.muted">© 2026 Банк</Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Язык" defaultValue="ru"><option value="ru">Русский</option><option value="en">English</option></NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
    </Flex>
  );
}
`;

/** Builds and starts the yardstick page; its URL. */
export function startChakraYardstick({ port = 3298 } = {}) {
  return startNextApp({
    name: 'chakra-yardstick',
    port,
    files: { 'app/system.js': SYSTEM, 'app/providers.js': PROVIDERS, 'app/layout.js': LAYOUT, 'app/page.js': LOGIN },
  });
}
