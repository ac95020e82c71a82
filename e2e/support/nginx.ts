/**
 * Debian's nginx (installed by `npm run setup:e2e`, .ci/install-nginx) in front of app instances, with the site
 * compose.yaml gives the proxy (`configs.nginx-site`): the same text, only its addresses, ports and paths made
 * local. Run as an ordinary process in a temporary folder, stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { certificateFor } from './tls-proxy';

const BINARY = process.env.NGINX_PATH || '/usr/sbin/nginx';

export interface Nginx {
  /** `https://<host>:<port>` */
  origin: string;
  port: number;
  /** The proxy's access log so far (the compose site's `back_office` format). */
  accessLog(): string;
  stop(): Promise<void>;
}

/** compose.yaml's proxy site, as nginx reads it (`$$` is compose's escape for `$`). */
export function composeNginxSite(composeFile = path.join(process.cwd(), 'compose.yaml')): string {
  const lines = readFileSync(composeFile, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^ {2}nginx-site:\s*$/.test(line));
  if (start < 0 || !/^ {4}content: \|\s*$/.test(lines[start + 1] ?? '')) throw new Error('compose.yaml: configs.nginx-site.content not found');
  const body: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (line.trim() !== '' && !line.startsWith('      ')) break;
    body.push(line.slice(6));
  }
  return body.join('\n').replaceAll('$$', '$');
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * nginx on `port` for `host`, balancing over `upstreams` (`127.0.0.1:3001`, …) in place of compose's app-1, app-2.
 * As root its workers run as `nobody`, as compose's image runs them unprivileged.
 */
export async function startNginx({ host, port, upstreams }: { host: string; port: number; upstreams: string[] }): Promise<Nginx> {
  try {
    accessSync(BINARY, constants.X_OK);
  } catch {
    throw new Error(`${BINARY} is not installed: run \`npm run setup:e2e\` (it installs Debian's nginx)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bo-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['temp', 'logs']) mkdirSync(path.join(dir, sub), { mode: 0o777 });
  chmodSync(path.join(dir, 'logs'), 0o777);
  const { key, cert } = certificateFor(host);
  writeFileSync(path.join(dir, 'tls.key'), key, { mode: 0o600 });
  writeFileSync(path.join(dir, 'tls.crt'), cert);

  let site = composeNginxSite();
  const [first, second] = upstreams;
  if (!first || !second) throw new Error('two upstreams, as compose has app-1 and app-2');
  const replacements: [string, string][] = [
    ['server app-1:3000', `server ${first}`],
    ['server app-2:3000', `server ${second}`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`],
    ['/run/secrets/tls-certificate', path.join(dir, 'tls.crt')],
    ['/run/secrets/tls-key', path.join(dir, 'tls.key')],
    ['/var/log/nginx/access.log', path.join(dir, 'logs', 'access.log')],
  ];
  for (const [from, to] of replacements) {
    if (!site.includes(from)) throw new Error(`compose.yaml's nginx site has no "${from}" any more: update e2e/support/nginx.ts`);
    site = site.replace(from, to);
  }
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => path.join(dir, 'temp', name);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  client_body_temp_path ${temp('body')}; proxy_temp_path ${temp('proxy')}; fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')}; scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  let output = '';
  const child = spawn(BINARY, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs', 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code !== 'ECONNREFUSED',
    );
    if (up) {
      return {
        origin: `https://${host}:${port}`,
        port,
        accessLog: () => {
          try {
            return readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8');
          } catch {
            return '';
          }
        },
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let errors = '';
  try {
    errors = readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8');
  } catch {
    // no log written
  }
  await stop();
  throw new Error(`nginx did not start on ${port}: ${output}${errors}`);
}
