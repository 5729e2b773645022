// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createJsonLogger, REDACTED, type LogLevel } from '@/lib/logging/json-logger';
import { acceptedRequestId, requestIdFor } from '@/lib/logging/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function memoryLogger(level: LogLevel = 'debug') {
  const lines: string[] = [];
  const logger = createJsonLogger('backend', level, { write: (line: string) => void lines.push(line) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('request ids', () => {
  it.each([
    '3f2b8c1e-9d4a-4e7b-8c2f-1a2b3c4d5e6f',
    '5a0d8f3c9e1b2a4d6f8e0c2b4a6d8f0e',
    'lb-7f3a9c21.req:0042',
    'ABCDEFGH',
    'a'.repeat(64),
  ])('accepts %s', (id) => {
    expect(acceptedRequestId(id)).toBe(id);
    expect(requestIdFor(id)).toBe(id);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty value', ''],
    ['7 characters', 'abcdefg'],
    ['65 characters', 'a'.repeat(65)],
    ['a space', 'abcd efgh'],
    ['a line break', 'abcdefgh\n{"level":"error"}'],
    ['a quote', 'abcdefgh"x'],
    ['a slash', 'abcd/efgh'],
    ['Cyrillic', 'запрос-номер-один'],
    ['a session token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxOTAwMDAwMDAwfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ'],
  ])('refuses %s and generates a fresh id instead', (_what, value) => {
    expect(acceptedRequestId(value)).toBeUndefined();
    const generated = requestIdFor(value);
    expect(generated).toMatch(UUID);
    expect(requestIdFor(value)).not.toBe(generated);
  });
});

describe('JSON logger', () => {
  it('writes one JSON line per event with the time, the level as a word, the service and the fields', () => {
    const { logger, parsed } = memoryLogger();
    logger.child({ reqId: 'req-00000001' }).info({ status: 200 }, 'request');
    const [line] = parsed();
    expect(line).toMatchObject({ level: 'info', service: 'backend', reqId: 'req-00000001', status: 200, msg: 'request' });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });

  it('redacts credentials at the top, in headers and in bodies, and keeps everything else', () => {
    const { logger, lines, parsed } = memoryLogger();
    logger.warn(
      {
        password: 'pass-top-1',
        token: 'tok-top-2',
        headers: { authorization: 'Bearer auth-3', cookie: 'sid=cookie-4', 'x-api-key': 'key-5', 'set-cookie': 'sid=set-6', accept: 'text/html' },
        body: { login: 'dealer@example.ru', old_password: 'old-7', new_password: 'new-8', checkword: 'check-9', jwt: 'jwt-10' },
        req: { headers: { authorization: 'deep-11' } },
        config: { s3: { secretAccessKey: 'aws-12' } },
      },
      'refused',
    );
    for (const secret of ['pass-top-1', 'tok-top-2', 'auth-3', 'cookie-4', 'key-5', 'set-6', 'old-7', 'new-8', 'check-9', 'jwt-10', 'deep-11', 'aws-12']) {
      expect(lines.join('')).not.toContain(secret);
    }
    const [line] = parsed() as [{ password: string; headers: Record<string, string>; body: Record<string, string> }];
    expect(line.password).toBe(REDACTED);
    expect(line.headers['x-api-key']).toBe(REDACTED);
    expect(line.headers.accept).toBe('text/html');
    expect(line.body.login).toBe('dealer@example.ru');
  });

  it('serialises errors with their message and stack', () => {
    const { logger, parsed } = memoryLogger();
    logger.error({ err: new Error('boom') }, 'failed');
    expect(parsed()[0]).toMatchObject({ level: 'error', msg: 'failed', err: { type: 'Error', message: 'boom' } });
  });

  it('keeps LOG_LEVEL semantics: the level and above, nothing when silent', () => {
    const write = (level: LogLevel) => {
      const { logger, parsed } = memoryLogger(level);
      logger.debug('d');
      logger.info('i');
      logger.warn('w');
      logger.error('e');
      return parsed().map((line) => line.msg);
    };
    expect(write('debug')).toEqual(['d', 'i', 'w', 'e']);
    expect(write('info')).toEqual(['i', 'w', 'e']);
    expect(write('warn')).toEqual(['w', 'e']);
    expect(write('error')).toEqual(['e']);
    expect(write('silent')).toEqual([]);
  });
});
