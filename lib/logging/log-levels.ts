/** LOG_LEVEL of both servers: the lowest level written, or nothing at all. Apart from the logger, so env schemas stay light. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
