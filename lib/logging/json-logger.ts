import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

import { errorWithoutQueryValues } from './error-serializer';
import { LOG_LEVELS, type LogLevel } from './log-levels';

export { LOG_LEVELS, type LogLevel };
export type { Logger };

/** Fields that may hold a credential wherever they appear in a logged object (headers, bodies, errors). */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'password',
  'old_password',
  'new_password',
  'checkword',
  'token',
  'jwt',
  'secret',
  'secretAccessKey',
];

/** Redaction paths: each secret field at the top of a log object and one or two objects deep. */
export const REDACT_PATHS = SECRET_FIELDS.flatMap((field) =>
  /^[A-Za-z_]\w*$/.test(field) ? [field, `*.${field}`, `*.*.${field}`] : [`*["${field}"]`, `*.*["${field}"]`],
);

export const REDACTED = '[redacted]';

/**
 * JSON lines for the platform's collector: ISO time, the level as a word, the service, and whatever the caller
 * adds (the request id above all). Secret fields are replaced before a line is written, and so are a failed query's values.
 */
export function createJsonLogger(service: 'backend' | 'site', level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { err: errorWithoutQueryValues },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
  // Written as they come (pino's default is asynchronous): a line logged just before an exit is never lost, nor
  // overtaken by the exit's own line.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
