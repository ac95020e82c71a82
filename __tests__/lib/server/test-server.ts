/** The app's HTTP server (lib/server/server.ts) around a stand-in for Next, its log lines captured. */
import { Writable } from 'node:stream';
import { createLogger, requestLogger } from '@/lib/observability/logger';
import { createMetrics, type AppMetrics } from '@/lib/observability/metrics';
import { createAppServer, type AppServer, type AppServerOptions, type RequestHandler } from '@/lib/server/server';

export type LogLine = Record<string, unknown> & { msg?: string; name?: string; level?: string };

export interface TestServer {
  app: AppServer;
  port: number;
  metricsPort: number | null;
  url: string;
  metrics: AppMetrics;
  /** Every line written so far, parsed. */
  lines(): LogLine[];
  /** The raw text written so far. */
  text(): string;
  stop(): Promise<void>;
}

export async function startTestServer(handle: RequestHandler, options: Partial<AppServerOptions> = {}): Promise<TestServer> {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const root = createLogger('debug', sink);
  const metrics = createMetrics();
  const app = createAppServer({
    handle,
    port: 0,
    host: '127.0.0.1',
    metricsPort: null,
    trustProxy: false,
    keepAliveTimeoutMs: null,
    shutdownDelayMs: 0,
    shutdownTimeoutMs: 5000,
    log: root.child({ name: 'app' }),
    access: requestLogger(root),
    metrics,
    ...options,
  });
  const { port, metricsPort } = await app.listen();
  return {
    app,
    port,
    metricsPort,
    url: `http://127.0.0.1:${port}`,
    metrics,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    text: () => text,
    stop: () => app.shutdown('test'),
  };
}
