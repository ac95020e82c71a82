/** `npm run sandbox:reset`: delete and regenerate the data file for the current seed and scale. */
import { resolve } from 'node:path';
import { optionsFromEnv } from './config.ts';
import { deleteDataFile, generateDataFile } from './store/db.ts';

const { dataDir, seed, scale } = optionsFromEnv();
const store = { dataDir: resolve(dataDir), seed, scale };
deleteDataFile(store);
generateDataFile(store, (line) => process.stdout.write(`[sandbox] ${line}\n`));
