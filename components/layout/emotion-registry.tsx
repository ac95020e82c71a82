'use client';

import { useState, type ReactNode } from 'react';
import { useServerInsertedHTML } from 'next/navigation';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * Collects the styles Emotion (under Chakra) inserts while a page streams and writes them into
 * the HTML, so server-rendered content is styled before any JavaScript runs.
 */
export function EmotionRegistry({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const [registry] = useState(() => {
    const cache: EmotionCache = createCache({ key: 'bo', nonce });
    cache.compat = true;
    const insert = cache.insert.bind(cache);
    let inserted: { name: string; isGlobal: boolean }[] = [];
    cache.insert = (...args) => {
      const [selector, serialized] = args;
      if (cache.inserted[serialized.name] === undefined) inserted.push({ name: serialized.name, isGlobal: !selector });
      return insert(...args);
    };
    const flush = () => {
      const flushed = inserted;
      inserted = [];
      return flushed;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    let styles = '';
    let globals = '';
    const ids: string[] = [];
    for (const { name, isGlobal } of names) {
      const style = registry.cache.inserted[name];
      if (typeof style !== 'string') continue;
      if (isGlobal) globals += style;
      else {
        styles += style;
        ids.push(name);
      }
    }
    return (
      <>
        {globals && <style nonce={nonce} data-emotion={`${registry.cache.key}-global`} dangerouslySetInnerHTML={{ __html: globals }} />}
        {styles && <style nonce={nonce} data-emotion={`${registry.cache.key} ${ids.join(' ')}`} dangerouslySetInnerHTML={{ __html: styles }} />}
      </>
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
