import type { Context } from 'hono';
import { ApiError, BAD_REQUEST_MESSAGE, refuseNul } from './errors';

/**
 * The fields of a JSON, urlencoded or multipart body as one object. Repeated multipart fields (`add_files[]`)
 * become arrays; files stay File objects for the route to check and store.
 */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  const form = await parseForm(c);
  refuseNul(form);
  return form;
}

async function parseForm(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await c.req.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
      throw new Error('not an object');
    }
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      return await c.req.parseBody({ all: true });
    }
  } catch {
    throw new ApiError(400, { errorMessage: BAD_REQUEST_MESSAGE });
  }
  throw new ApiError(400, { errorMessage: BAD_REQUEST_MESSAGE });
}
