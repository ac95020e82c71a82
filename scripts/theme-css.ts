// `npm run theme:css`: writes the Chakra system's global stylesheet (lib/theme/global-css.ts).
import { writeFileSync } from 'node:fs';
import { chakraGlobalCss } from '../lib/theme/global-css.ts';

const target = new URL('../lib/theme/chakra.css', import.meta.url);
writeFileSync(target, chakraGlobalCss());
console.log(`wrote ${target.pathname}`);
