// @vitest-environment node
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createJsonLogger } from '@/lib/logging/json-logger';

const QUERY = 'insert into "users" ("email", "phone", "password_hash", "active") values ($1, $2, $3, $4)';
const PARAMS = ['qa.fail@example.ru', '79111234567', 'scrypt$16384$8$1$c2FsdA==$aGFzaA==', true];

/** PostgreSQL's error as the drivers give it: SQLSTATE, a message that may echo a value, and the row in `detail`. */
function databaseError(message: string, code: string) {
  return Object.assign(new Error(message), { code, detail: `Failing row contains (${PARAMS.join(', ')}).`, params: PARAMS });
}

function logged(error: unknown): { text: string; err: Record<string, unknown> } {
  const lines: string[] = [];
  createJsonLogger('backend', 'debug', { write: (line: string) => void lines.push(line) }).error({ err: error }, 'request failed');
  const text = lines.join('');
  return { text, err: (JSON.parse(text) as { err: Record<string, unknown> }).err };
}

describe('errors of failed queries in the log', () => {
  it('keep the SQL text and the SQLSTATE code, not the values', () => {
    const { text, err } = logged(new DrizzleQueryError(QUERY, PARAMS, databaseError('invalid input syntax for type bigint: "79111234567"', '22P02')));
    for (const value of ['qa.fail@example.ru', '79111234567', 'scrypt$', 'aGFzaA==']) expect(text).not.toContain(value);
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.query).toBe(QUERY);
    expect(err.code).toBe('22P02');
    expect(err).not.toHaveProperty('params');
    expect(err.message).toBe(`Failed query: ${QUERY}\nparams: [redacted]: invalid input syntax for type bigint: "[redacted]"`);
    expect(err.stack).toContain(`Error: Failed query: ${QUERY}\nparams: [redacted]`);
    expect(err.stack).toContain('caused by: Error: invalid input syntax for type bigint: "[redacted]"');
  });

  it('drop the driver error\'s own values and detail when it is logged unwrapped', () => {
    const { text, err } = logged(Object.assign(databaseError('duplicate key value violates unique constraint "users_email_unique"', '23505'), { query: QUERY }));
    expect(text).not.toContain('qa.fail@example.ru');
    expect(err).not.toHaveProperty('detail');
    expect(err).not.toHaveProperty('params');
    expect(err).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "users_email_unique"' });
  });

  it('leave other errors as pino writes them', () => {
    const { err } = logged(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', detail: 'kept' }));
    expect(err).toMatchObject({ type: 'Error', message: 'socket hang up', code: 'ECONNRESET', detail: 'kept' });
    expect(err.stack).toMatch(/^Error: socket hang up\n/);
  });

  it('also apply to an error logged as the first argument', () => {
    const lines: string[] = [];
    createJsonLogger('site', 'debug', { write: (line: string) => void lines.push(line) }).error(new DrizzleQueryError(QUERY, PARAMS, new Error('boom')), 'failed');
    expect(lines.join('')).not.toContain('qa.fail@example.ru');
    expect(lines.join('')).toContain('params: [redacted]: boom');
  });
});
