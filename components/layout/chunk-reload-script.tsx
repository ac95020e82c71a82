import { CHUNK_RELOAD_SCRIPT } from '@/lib/client/chunk-reload';

/** Reloads the page once a minute at most when a build chunk fails to load (spec §8); runs before hydration. */
export function ChunkReloadScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} id="bo-chunk-reload" dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD_SCRIPT }} />;
}
