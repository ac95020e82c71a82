/**
 * The app's logs (issue 35 §3): pino's JSON lines on stdout, one object per line, for the bank's log shipper.
 * Loggers by name, so a bank can route them apart: `http` (one line per request, lib/server/server.ts),
 * `app` (everything else, the console included), and the audit trail's own `audit`. `LOG_LEVEL` sets the level
 * (`info` by default; `debug` adds the health probes' lines).
 *
 * Nothing secret is ever handed to a logger on purpose: request lines carry a route template, never a URL, a
 * query, a header or a body. What the app or Next prints through the console is scrubbed on its way (tokens,
 * passwords, session cookies, card numbers), and objects lose the fields named like secrets.
 */
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequest } from './request-context.ts';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function logLevel(raw: string | undefined): string {
  const level = raw?.trim().toLowerCase() ?? '';
  return LEVELS.has(level) ? level : 'info';
}

/** Fields of a logged object that are blanked whatever the code around them does. */
const REDACTED_PATHS = ['password', 'newPassword', 'oldPassword', 'token', 'authorization', 'cookie', 'assessment', 'cardNumber'].flatMap((key) => [
  key,
  `*.${key}`,
  `*.*.${key}`,
]);

/** The process's root logger, without a name: each line's `name` comes from the child that writes it. */
export function createLogger(level: string | undefined, destination?: DestinationStream): Logger {
  return pino(
    {
      level: logLevel(level),
      // ISO time: readable, and no long digit runs that look like a code or a card number
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    // written as they come: none lost in a crash or at exit, none out of order
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const LOGGER_KEY = Symbol.for('merchant-back-office.logger');

export type LoggerName = 'app' | 'http';

/** The process's logger of that name (one root for every route bundle, on `globalThis`). */
export function logger(name: LoggerName = 'app'): Logger {
  const global = globalThis as typeof globalThis & { [LOGGER_KEY]?: Logger };
  global[LOGGER_KEY] ??= createLogger(process.env.LOG_LEVEL);
  return name === 'http' ? requestLogger(global[LOGGER_KEY]) : global[LOGGER_KEY].child({ name });
}

/** The fields of a request line (lib/server/server.ts): none of them is named like a secret. */
export const REQUEST_LINE_FIELDS: ReadonlySet<string> = new Set([
  'requestId', 'method', 'route', 'status', 'durationMs', 'tenant', 'userId', 'upstreamCalls', 'upstreamMs', 'upstreamStatus',
]);

/**
 * The `http` logger of `root`, which writes the one line per request. That line holds `REQUEST_LINE_FIELDS` only,
 * values the server computed (a route template, never a URL, a query, a header or a body), and no field named like
 * a secret: the redaction paths cannot match in it. So the redaction, which cost as much as the rest of the line
 * (issue 36 §3: half of the logging time of a BFF call), is not run for it; every other logger keeps it.
 */
export function requestLogger(root: Logger): Logger {
  return root.child({ name: 'http' }, { redact: [] });
}

/** A card number: 13–19 digits (spaces or dashes between them allowed) that pass Luhn's check. */
function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const SECRET_TEXT: readonly [RegExp, string | ((match: string) => string)][] = [
  [/\b(bearer)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [/\b((?:[\w-]*token|[\w-]*password|secret|assessment|x-csrf-token)["']?\s*[=:]\s*["']?)[^\s&"',;]+/gi, '$1[redacted]'],
  [/\b((?:__Host-)?bo-session=)[^\s;,]+/g, '$1[redacted]'],
  [/\b\d(?:[ -]?\d){12,18}\b/g, (match) => (isCardNumber(match) ? '[redacted]' : match)],
];

/** Free text (a console line, an error message) with anything that looks like a secret blanked. */
export function scrubSecrets(text: string): string {
  return SECRET_TEXT.reduce(
    (result, [pattern, replacement]) => (typeof replacement === 'string' ? result.replace(pattern, replacement) : result.replace(pattern, replacement)),
    text,
  );
}

/** Terminal colours (Next colours its own messages): a log line holds text only. */
const ANSI_ESCAPES = /\u001b\[[0-9;]*m/g;

const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;

/**
 * The console as log lines of `log`: Next's own messages and the app's `console.*` become JSON lines too (an
 * error with its stack, the request's id when said while serving one), scrubbed. The server entry does this once.
 */
export function routeConsoleTo(log: Logger): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, (typeof CONSOLE_LEVELS)[keyof typeof CONSOLE_LEVELS]][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = scrubSecrets(format(...args.filter((arg) => arg !== error)).replace(ANSI_ESCAPES, ''));
      // said while serving a request: its id, so the line is found with the request's own
      const requestId = currentRequest()?.requestId;
      const fields = {
        ...(requestId ? { requestId } : {}),
        ...(error ? { err: { type: error.name, message: scrubSecrets(error.message), stack: scrubSecrets(error.stack ?? '') } } : {}),
      };
      log[level](fields, text);
    };
  }
}
