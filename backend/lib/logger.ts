import type { DestinationStream } from 'pino';
import { createJsonLogger, type Logger, type LogLevel } from '../../lib/logging/json-logger';

export type { Logger };

/** The backend's JSON logger (pino): one line per event on stdout, secret fields redacted. */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  return createJsonLogger('backend', level, destination);
}
