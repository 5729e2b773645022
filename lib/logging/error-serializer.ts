import { stdSerializers } from 'pino';

type ErrorFields = { cause?: unknown; query?: unknown; params?: unknown; code?: unknown };

/** Shorter values are left in place: they cannot identify anyone, and blanking them would garble the SQL text and messages. */
const MIN_SCRUBBED_LENGTH = 3;
const HIDDEN = '[redacted]';

function chainOf(error: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  let link: unknown = error;
  while (link !== null && typeof link === 'object' && chain.length < 10 && !chain.includes(link)) {
    chain.push(link);
    link = (link as ErrorFields).cause;
  }
  return chain;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) return JSON.stringify(value);
  return undefined;
}

/** Replaces every value outside the SQL texts (which hold only placeholders and must stay readable). */
function scrub(text: string, queries: string[], values: string[]): string {
  const [query, ...otherQueries] = queries;
  if (query !== undefined) return text.split(query).map((part) => scrub(part, otherQueries, values)).join(query);
  return values.reduce((result, value) => result.split(value).join(HIDDEN), text);
}

/**
 * pino's error serializer, minus the values a failed query ran with: Drizzle's DrizzleQueryError puts them in its
 * message and `params`, PGlite's errors in `params`, and PostgreSQL echoes some in its message and `detail`
 * (password hashes, e-mails and phones of a registration). The SQL text and the SQLSTATE code stay.
 */
export function errorWithoutQueryValues(error: unknown): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error as Error);
  const chain = chainOf(error);
  const carriers = chain.filter((link) => Array.isArray(link.params));
  if (carriers.length === 0 || serialized === error) return serialized;
  const queries = carriers.flatMap((link) => (typeof link.query === 'string' && link.query ? [link.query] : []));
  const values = carriers
    .flatMap((link) => (link.params as unknown[]).map(textOf))
    .filter((value): value is string => value !== undefined && value.length >= MIN_SCRUBBED_LENGTH)
    .sort((a, b) => b.length - a.length);
  const clean = (text: string) =>
    scrub(
      carriers.reduce((result, link) => result.split(`\nparams: ${String(link.params)}`).join(`\nparams: ${HIDDEN}`), text),
      queries,
      values,
    );
  const result = serialized as ReturnType<typeof stdSerializers.err> & Record<string, unknown>;
  result.message = clean(result.message);
  result.stack = clean(result.stack);
  delete result.params;
  delete result.detail;
  const code = chain.map((link) => link.code).find((value) => typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value));
  if (code !== undefined && result.code === undefined) result.code = code;
  return result;
}
