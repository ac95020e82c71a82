/** `npm run sandbox`: start the acquiring API emulator (generates the data file on first run). */
import { optionsFromEnv } from './config.ts';
import { startSandbox } from './server.ts';

const options = optionsFromEnv();
const sandbox = await startSandbox(options);
process.stdout.write(`[sandbox] acquiring API on ${sandbox.url} (seed ${options.seed}, scale ${options.scale}, control ${options.control ? 'on' : 'off'})\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void sandbox.close().then(() => process.exit(0));
  });
}
