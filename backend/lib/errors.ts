import type { z } from 'zod';
import type { ErrorResponse } from '../../api-client/schemas/common';
import { INVALID_VALUE_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from '../../api-client/schemas/fields';

export const BAD_REQUEST_MESSAGE = 'Неверные параметры запроса';
export const NOT_FOUND_MESSAGE = 'Страница не найдена';
export const METHOD_NOT_ALLOWED_MESSAGE = 'Метод запроса не поддерживается';
export const SERVER_ERROR_MESSAGE = 'Произошла ошибка';

/** Thrown by route code for an expected failure; the app's error handler turns it into the JSON body. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    readonly body: ErrorResponse,
  ) {
    super(body.errorMessage);
  }
}

/** A refusal of one field: its message is both the answer's and the field's, so the form shows it beside it. */
export function fieldError(status: ApiError['status'], field: string, message: string): ApiError {
  return new ApiError(status, { errorMessage: message, errors: { [field]: message } });
}

export const INVALID_TOKEN_MESSAGE = 'Invalid token specified';
export const DATA_CHANGED_MESSAGE = 'Данные только что изменились: обновите страницу';
export const FILE_GONE_MESSAGE = 'Файл уже удалён: обновите страницу';

/** The PostgreSQL SQLSTATE behind a driver's error, which Drizzle wraps as its cause. */
export function sqlState(error: unknown): string | undefined {
  for (let cause = error; cause !== null && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** SQLSTATE class 23 codes a concurrent request can cause: a row referred to was removed, or a unique value taken. */
export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';
/** SQLSTATEs of requests PostgreSQL rolled back, each for another that ran at the same time: a deadlock, a serialization failure. */
export const DEADLOCK_DETECTED = '40P01';
export const SERIALIZATION_FAILURE = '40001';
export const FORBIDDEN_MESSAGE = 'Недостаточно прав';

export function notFound(): ApiError {
  return new ApiError(404, { errorMessage: NOT_FOUND_MESSAGE });
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object' && !(value instanceof Blob)) return Object.entries(value).some(([key, item]) => hasNul(key) || hasNul(item));
  return false;
}

/** PostgreSQL text cannot hold a NUL character: input carrying one is refused as bad, naming each field that has it. */
export function refuseNul(fields: Record<string, unknown>): void {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (hasNul(name)) errors.request = INVALID_VALUE_MESSAGE;
    else if (hasNul(value)) errors[name] = INVALID_VALUE_MESSAGE;
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, { errorMessage: BAD_REQUEST_MESSAGE, errors });
}

const isMissing = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * Russian text for an issue whose schema set no message of its own (zod ranks schema and check messages above this map):
 * an absent or empty value is the spec's required-field message, anything else a short 'wrong value'.
 */
export function russianIssueMessage(issue: z.core.$ZodRawIssue): string {
  if (isMissing(issue.input)) return REQUIRED_MESSAGE;
  if (issue.code === 'too_big' && issue.origin === 'string') return tooLongMessage(Number(issue.maximum));
  return INVALID_VALUE_MESSAGE;
}

/** Parses request input with a contract schema, or throws a 400 that names each bad field once. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input, { error: russianIssueMessage });
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    errors[field] ??= issue.message;
  }
  throw new ApiError(400, { errorMessage: BAD_REQUEST_MESSAGE, errors });
}
