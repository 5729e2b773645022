import {
  API_KEY_HEADER,
  LOCATION_LAT_HEADER,
  LOCATION_LON_HEADER,
  LOCATION_NAME_HEADER,
} from './schemas/location';
import { getClientLocation } from './client-location';
import type { ServerEnv } from '@/lib/env';
import { dropExpiredSession, dropRefusedToken, readSession } from '@/lib/session/token-storage';

/** A non-2xx answer, a network failure (status 0) or a body that breaks the contract (status 502). */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  /** The message is the backend's own errorMessage (not a status text, a browser's network error or a parse failure). */
  readonly fromServer: boolean;
  /** A 401 to a call that sent the session's token: the session has ended, and saying so is the session's part. */
  sessionRefused = false;

  constructor(status: number, message: string, fields: Record<string, string> = {}, fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.fromServer = fromServer;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** The session ended under the call: the sign-in page or the session-expired popup tells the user, not an error modal. */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.sessionRefused;
}

/**
 * The text of an error fit to show a user: the backend's errorMessage, or undefined (the caller's Russian default)
 * for anything else, whose English technical message is for the logs.
 */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.fromServer ? error.message : undefined;
}

export type Location = { name: string } | { lat: number; lon: number };

/** Marks the second try of a cached server call whose first answer could not be read; its value is a time window. */
export const RETRY_HEADER = 'X-Api-Retry';
/** A garbled second try is cached too, but only under its window's key: the next window asks the backend again. */
const RETRY_WINDOW_MS = 10_000;

type QueryValue = string | number | boolean | null | undefined | (string | number)[];

/** What a response is parsed with: a zod schema, or a hand-written twin where zod must stay out of the first visit. */
export type ResponseParser<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

export type RequestOptions<T> = {
  schema: ResponseParser<T>;
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: FormData | Record<string, unknown>;
  token?: string | null;
  /** A cabinet call: sends the stored session's token in X-API-Key (browser only). */
  auth?: boolean;
  /** Extra request headers, e.g. the captcha token of a form. */
  headers?: Record<string, string>;
  location?: Location | null;
  signal?: AbortSignal;
  /** Next.js data-cache settings for server-side calls. */
  next?: { revalidate?: number | false; tags?: string[] };
};

/** lib/env validates with zod: imported only on the server, so the browser's calls never load it. */
async function serverEnv(): Promise<ServerEnv | null> {
  return typeof window === 'undefined' ? (await import('@/lib/env')).getServerEnv() : null;
}

function buildUrl(env: ServerEnv | null, path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${env?.API_ORIGIN ?? ''}/api/v1/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

function buildHeaders(options: RequestOptions<unknown>): Headers {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = options.token ?? (options.auth ? readSession()?.token : undefined);
  if (token && token !== 'null') headers.set(API_KEY_HEADER, token);
  // undefined means 'the visitor's city' in the browser; null sends no location at all.
  const location = options.location === undefined ? getClientLocation() : options.location;
  if (location && 'name' in location) {
    headers.set(LOCATION_NAME_HEADER, encodeURIComponent(location.name));
  } else if (location) {
    headers.set(LOCATION_LAT_HEADER, String(location.lat));
    headers.set(LOCATION_LON_HEADER, String(location.lon));
  }
  if (options.body && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function timeoutSignal(env: ServerEnv | null, signal: AbortSignal | undefined): AbortSignal | undefined {
  if (!env) return signal;
  const timeout = AbortSignal.timeout(env.API_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function readError(response: Response, headers: Headers, auth = false): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  // Loaded on the first error only: the successful calls of a first visit stay free of zod.
  const { errorResponseSchema } = await import('./schemas/common');
  const parsed = errorResponseSchema.safeParse(body);
  const error = parsed.success
    ? new ApiError(response.status, parsed.data.errorMessage, parsed.data.errors, true)
    : new ApiError(response.status, response.statusText || 'Произошла ошибка');
  if (response.status !== 401 || typeof window === 'undefined') return error;
  const token = headers.get(API_KEY_HEADER);
  // A cabinet call sent without a token because the stored one had just expired ends the session too, at once: the
  // 20 s check would leave the dealer typing into forms that can no longer save.
  if (token) dropRefusedToken(token);
  error.sessionRefused = Boolean(token) || (auth && dropExpiredSession());
  return error;
}

/** The one place the site talks to /api/v1: typed errors out, parsed data in, nothing about UI. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const env = await serverEnv();
  const first = await readAnswer(path, options, env, false);
  if (first.success) return first.data;
  // Next's data cache keeps any 200, garbled or not, until it is revalidated; a no-store fetch would make the cached
  // page dynamic, so the second try is a cache entry of its own (headers are part of the key).
  const second = options.next ? await readAnswer(path, options, env, true) : first;
  if (!second.success) throw new ApiError(502, `Unexpected response from ${path}`);
  return second.data;
}

async function readAnswer<T>(path: string, options: RequestOptions<T>, env: ServerEnv | null, retry: boolean) {
  const { body } = options;
  const headers = buildHeaders(options);
  if (retry) headers.set(RETRY_HEADER, String(Math.floor(Date.now() / RETRY_WINDOW_MS)));
  let response: Response;
  try {
    response = await fetch(buildUrl(env, path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      signal: timeoutSignal(env, options.signal),
      ...(options.next ? { next: options.next } : { cache: 'no-store' }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (response.status < 200 || response.status > 299) throw await readError(response, headers, options.auth);
  const data: unknown = await response.json().catch(() => undefined);
  return options.schema.safeParse(data);
}

/**
 * A cabinet file (`download/{id}`, a generated workbook): fetched in the browser with the session token, as a Blob;
 * a body makes it a POST of JSON. The order template is public, a plain link.
 */
export async function apiDownload(path: string, body?: Record<string, unknown>): Promise<Blob> {
  let response: Response;
  const headers = buildHeaders({ schema: undefined as never, auth: true, body });
  try {
    response = await fetch(buildUrl(null, path, undefined), {
      method: body ? 'POST' : 'GET',
      headers,
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await readError(response, headers, true);
  return response.blob();
}
