import type { LogLevel } from '../env';

export type Logger = {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
};

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel = 'info'): Logger {
  const enabled = (at: LogLevel) => RANK[at] >= RANK[level];
  return {
    debug: (message, ...details) => enabled('debug') && console.debug(message, ...details),
    info: (message, ...details) => enabled('info') && console.info(message, ...details),
    warn: (message, ...details) => enabled('warn') && console.warn(message, ...details),
    error: (message, ...details) => enabled('error') && console.error(message, ...details),
  };
}
