// The app's one server entry (issue 35 §1): the production artifact runs it (`node server.mjs` in the image, see
// scripts/artifact.mjs), and so do `npm start` (scripts/run.mjs) and the e2e tests, from the repository.
//
// Why an entry of our own instead of Next's `server.js` or `next start`: only the HTTP server sees every request's
// status and duration (the middleware never sees route handlers or the final status; instrumentation.ts's
// onRequestError sees only errors), and only the code that owns the server can drain it on SIGTERM (Next's exits
// once its port closes, with readiness still up). The entry stays thin: Next's request handler, behind the observed
// server that instrumentation.ts installs (lib/server/server.ts).
//
//   node scripts/server.mjs           production, from the repository's build (PORT, default 3000)
//   node server.mjs                   production, in the artifact
//   node scripts/server.mjs --dev     development (what `npm run dev` runs)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
// from scripts/ in the repository, or the artifact's root
const dir = path.basename(here) === 'scripts' ? path.dirname(here) : here;
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);

process.env.NODE_ENV = dev ? 'development' : 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.chdir(dir);

if (!dev) {
  // The configuration the build used, as Next's own standalone server.js reads it: next.config.mjs is not run
  // again, and the artifact has none. Without it Next also warns that `output: 'standalone'` wants server.js.
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const serverFiles = path.join(dir, distDir, 'required-server-files.json');
  if (!existsSync(serverFiles)) {
    console.error(`[server] no production build in ${path.join(dir, distDir)}: run \`npm run build\` first`);
    process.exit(1);
  }
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(serverFiles, 'utf8')).config);
}

const require = createRequire(path.join(dir, 'package.json'));
const next = require('next');
// What Next prints while it prepares waits for the JSON logger the hooks bring, so that every line is JSON.
const consoleMethods = ['debug', 'log', 'info', 'warn', 'error'];
const original = Object.fromEntries(consoleMethods.map((method) => [method, console[method]]));
const early = [];
for (const method of consoleMethods) console[method] = (...args) => early.push([method, args]);
const replay = () => {
  for (const [method, args] of early.splice(0)) console[method](...args);
};

const app = next({ dir, dev, port, hostname: 'localhost' });
try {
  await app.prepare();
} catch (error) {
  Object.assign(console, original);
  replay();
  throw error;
}

const hooks = globalThis[Symbol.for('merchant-back-office.server-hooks')];
if (!hooks) {
  Object.assign(console, original);
  replay();
  console.error('[server] instrumentation.ts did not register the server hooks');
  process.exit(1);
}
try {
  await hooks.serve({ handle: app.getRequestHandler(), closeApp: () => app.close(), port });
} finally {
  replay();
}
