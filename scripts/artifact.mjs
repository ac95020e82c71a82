// The production artifact (issue 35 §1): Next's standalone folder, the static files beside it, and the server
// entry; nothing else from the repository. The Dockerfile's build stage makes it, the runtime stage copies it
// alone, and the as-deployed e2e test (e2e/isolated/as-deployed.spec.ts) makes one the same way and runs it.
//
//   node scripts/artifact.mjs <folder>      after `npm run build`; prints the artifact's size
import { cpSync, existsSync, copyFileSync, rmSync, readdirSync, lstatSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(root, distDir, 'standalone');
const target = process.argv[2] ? path.resolve(process.argv[2]) : null;

if (!target) {
  console.error('usage: node scripts/artifact.mjs <folder>');
  process.exit(2);
}
if (!existsSync(path.join(standalone, distDir, 'BUILD_ID'))) {
  console.error(`[artifact] no standalone build in ${standalone}: run \`npm run build\` first`);
  process.exit(1);
}

rmSync(target, { recursive: true, force: true });
// Next's own server.js stays out: the entry is server.mjs (scripts/server.mjs says why)
cpSync(standalone, target, { recursive: true, verbatimSymlinks: true, filter: (source) => source !== path.join(standalone, 'server.js') });
cpSync(path.join(root, distDir, 'static'), path.join(target, distDir, 'static'), { recursive: true });
if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true });
copyFileSync(path.join(root, 'scripts', 'server.mjs'), path.join(target, 'server.mjs'));

/** Bytes of the files under `dir` (symlinks count as themselves, not what they point at). */
function size(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? size(full) : lstatSync(full).size;
  }
  return total;
}
console.log(`[artifact] ${target}: ${(size(target) / 1024 / 1024).toFixed(1)} MiB`);
