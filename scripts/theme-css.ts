// `npm run theme:css`: writes the Chakra system's global stylesheet (lib/theme/global-css.ts) and the
// stylesheet of the server-rendered blocks' parts (lib/theme/static-css.ts, lib/theme/static/*.parts.ts).
import { readdirSync, writeFileSync } from 'node:fs';
import { chakraGlobalCss } from '../lib/theme/global-css.ts';
import { staticPartsCss, type AnyParts } from '../lib/theme/static-css.ts';

const global = new URL('../lib/theme/chakra.css', import.meta.url);
writeFileSync(global, chakraGlobalCss());
console.log(`wrote ${global.pathname}`);

const partsDirectory = new URL('../lib/theme/static/', import.meta.url);
const partsFiles = readdirSync(partsDirectory)
  .filter((file) => file.endsWith('.parts.ts'))
  .sort();
const areas = await Promise.all(partsFiles.map(async (file) => ((await import(new URL(file, partsDirectory).href)) as { default: AnyParts }).default));
const parts = new URL('../lib/theme/static-parts.css', import.meta.url);
writeFileSync(parts, staticPartsCss(areas));
console.log(`wrote ${parts.pathname} (${partsFiles.join(', ')})`);
