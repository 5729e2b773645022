import { notFound } from 'next/navigation';
import { ApiError } from '@/api-client/http';
import { STATUS_DIGEST } from './error-status';

/** No answer at all from the backend is shown as the gateway's failure. */
const NO_ANSWER_STATUS = 503;

/**
 * A backend 404 (or 400 on a path parameter) is the site's 404; any other failure stays an error, carrying
 * the backend's status in its digest: the one detail Next passes to the error page in production.
 */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    if (error instanceof ApiError) throw Object.assign(error, { digest: `${STATUS_DIGEST}${error.status || NO_ANSWER_STATUS}` });
    throw error;
  }
}
