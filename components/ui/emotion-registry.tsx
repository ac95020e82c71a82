'use client';

import { useState, type ReactNode } from 'react';
import { useServerInsertedHTML } from 'next/navigation';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/** Emotion's cache key: the prefix of Chakra's class names and of the `data-emotion` of its style tags. */
export const EMOTION_KEY = 'bo';

/**
 * Chakra's `sandbox/next-app-streaming` registry: the styles Emotion inserts while a page renders on the
 * server are written into the streamed HTML beside the markup that needs them, with the page's CSP nonce,
 * and the browser's cache adopts them (`data-emotion="bo <names>"`) instead of inserting them again.
 * `compat` keeps Emotion from rendering <style> elements inside React's tree, which would not hydrate.
 */
export function EmotionRegistry({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const [{ cache, flush }] = useState(() => {
    const cache = createCache({ key: EMOTION_KEY, nonce });
    cache.compat = true;
    const insert = cache.insert.bind(cache);
    let inserted: string[] = [];
    cache.insert = (...args) => {
      const name = args[1].name;
      if (cache.inserted[name] === undefined) inserted.push(name);
      return insert(...args);
    };
    const flush = () => {
      const names = inserted;
      inserted = [];
      return names;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = flush();
    let styles = '';
    const written: string[] = [];
    for (const name of names) {
      const style = cache.inserted[name];
      if (typeof style !== 'string' || style === '') continue;
      styles += style;
      written.push(name);
    }
    if (written.length === 0) return null;
    return <style key={written.join(' ')} nonce={nonce} data-emotion={`${EMOTION_KEY} ${written.join(' ')}`} dangerouslySetInnerHTML={{ __html: styles }} />;
  });

  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
