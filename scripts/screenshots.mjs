// Saves a PNG of every screen at 1280 and 375 px, for both tenants, in light and dark (issue 20):
//   node scripts/screenshots.mjs [folder]      (default /tmp/screens; npm run screenshots -- <folder>)
// Uses the e2e server on E2E_APP_PORT (started and built like the e2e run when nothing listens there).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.resolve(process.argv[2] || '/tmp/screens');
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const run = spawnSync(process.execPath, [playwright, 'test', '-c', 'playwright.screenshots.config.ts'], {
  cwd: root,
  env: { ...process.env, SCREENSHOTS_DIR: folder },
  stdio: 'inherit',
});
console.log(`screenshots in ${folder}`);
process.exit(run.status ?? 1);
