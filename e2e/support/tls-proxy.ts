import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TlsProxy {
  /** `https://<host>:<port>`: where the browser goes (Chromium maps the host to 127.0.0.1). */
  origin: string;
  /** Points the proxy at another app (each request goes to the current target). */
  retarget(target: string): void;
  stop(): Promise<void>;
}

/** A self-signed certificate for `host`, made by Debian's openssl (installed by .ci/install-chromium). */
export function certificateFor(host: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bo-tls-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`,
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A TLS-terminating reverse proxy as a bank runs one in front of the app (README, "Behind a reverse
 * proxy"): HTTPS outside, plain HTTP to the app, `Host` of the upstream (nginx's default), and the
 * browser's host and scheme in `X-Forwarded-Host` / `X-Forwarded-Proto`, overwriting whatever the client sent.
 */
export async function startTlsProxy(host: string, target: string): Promise<TlsProxy> {
  let upstream = new URL(target);
  const sockets = new Set<Duplex>();
  const server: Server = createServer(certificateFor(host), (incoming, outgoing) => {
    const headers = { ...incoming.headers };
    for (const name of Object.keys(headers)) if (name.startsWith('x-forwarded-')) delete headers[name];
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...headers, host: upstream.host, 'x-forwarded-host': incoming.headers.host ?? '', 'x-forwarded-proto': 'https', 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  server.on('connection', (socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://${host}:${(server.address() as AddressInfo).port}`,
    retarget: (next) => {
      upstream = new URL(next);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
