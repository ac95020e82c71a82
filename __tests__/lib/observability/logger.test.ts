import { Writable } from 'node:stream';
import { createLogger, logLevel, routeConsoleTo, scrubSecrets } from '@/lib/observability/logger';
import { runInRequest } from '@/lib/observability/request-context';

function capture() {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { sink, lines: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>), text: () => text };
}

describe('LOG_LEVEL', () => {
  it.each([
    [undefined, 'info'],
    ['debug', 'debug'],
    [' WARN ', 'warn'],
    ['verbose', 'info'],
  ])('%j → %s', (raw, level) => {
    expect(logLevel(raw)).toBe(level);
  });

  it('lines below the level are not written', () => {
    const { sink, lines } = capture();
    const log = createLogger('warn', sink);
    log.info('hidden');
    log.warn('shown');
    expect(lines().map((line) => line.msg)).toEqual(['shown']);
  });
});

describe('JSON lines', () => {
  it('one object a line: ISO time, the level’s name, the logger’s name; fields named like secrets are blanked', () => {
    const { sink, lines, text } = capture();
    const log = createLogger('info', sink).child({ name: 'app' });
    log.info({ user: { password: 'demo-password', token: 'upstream-token' }, cookie: 'bo-session=x', authorization: 'Bearer y' }, 'hello');
    const [line] = lines();
    expect(line).toEqual(expect.objectContaining({ level: 'info', name: 'app', msg: 'hello' }));
    expect(String(line?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const secret of ['demo-password', 'upstream-token', 'bo-session=x', 'Bearer y']) expect(text()).not.toContain(secret);
  });
});

describe('scrubSecrets: free text from the console loses what looks like a secret', () => {
  it.each([
    ['POST http://api/x/api/session/change-password?token=5f0c9a&lang=ru failed', 'token=[redacted]&lang=ru'],
    ['authorization: Bearer eyJhbGciOi.abc.def', 'Bearer [redacted]'],
    ['cookie __Host-bo-session=Fe26.2**abc; fi-alias=greenbank', '__Host-bo-session=[redacted];'],
    ['{"newPassword":"Secret-123","login":"a"}', '"newPassword":"[redacted]"'],
    ['card 4111 1111 1111 1111 declined', 'card [redacted] declined'],
    ['x-csrf-token: 0123abcd', 'x-csrf-token: [redacted]'],
  ])('%s', (text, expected) => {
    expect(scrubSecrets(text)).toContain(expected);
  });

  it('leaves numbers that are not card numbers (Luhn) and ordinary words alone', () => {
    expect(scrubSecrets('took 1234567890123 ms for 42 rows')).toBe('took 1234567890123 ms for 42 rows');
    expect(scrubSecrets('Running next.config took 20ms')).toBe('Running next.config took 20ms');
  });
});

describe('routeConsoleTo: the console becomes log lines', () => {
  const saved = { ...console };
  afterEach(() => Object.assign(console, saved));

  it('with the level, the request’s id when said while serving one, an error’s stack, all scrubbed', () => {
    const { sink, lines } = capture();
    routeConsoleTo(createLogger('debug', sink).child({ name: 'app' }));
    console.log('\u001b[32mplain\u001b[39m %s', 'text');
    runInRequest({ requestId: 'req-7' }, () => console.error('middleware failed', new Error('upstream said token=abc123')));
    console.warn('careful');
    const [plain, failed, warned] = lines();
    expect(plain).toEqual(expect.objectContaining({ level: 'info', msg: 'plain text' }));
    expect(plain?.requestId).toBeUndefined();
    expect(failed).toEqual(expect.objectContaining({ level: 'error', msg: 'middleware failed', requestId: 'req-7' }));
    expect(JSON.stringify(failed)).not.toContain('abc123');
    expect((failed?.err as { stack?: string }).stack).toContain('Error: upstream said token=[redacted]');
    expect(warned).toEqual(expect.objectContaining({ level: 'warn', msg: 'careful' }));
  });
});
